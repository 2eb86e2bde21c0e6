import { execFile } from "node:child_process";
import { cp, mkdir, mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { endInstant } from "../../../src/lib/calendar";
import { dueEntries } from "../../../src/engine/node/due-entries";
import { loadSiteContent } from "../../../src/engine/node/load-content";
import { createFixture, PROJECT_ROOT, TEST_PAGE_FILE } from "./fixture";

// The fixture's post 8 and the event "Clamor pelas Nações" (11 November 2026, 19h30): the tests own them.
const POST = "site-content/posts/2026-08-derramarei-o-meu-espirito.json";
const EVENT = "site-content/events/clamor-pelas-nacoes.json";
const BEFORE = new Date("2026-11-01T07:59:00-03:00");
const AFTER = new Date("2026-11-01T08:00:00-03:00");

async function scheduledFixture() {
  const fixture = await createFixture();
  await fixture.edit(POST, '"category": "', '"publishAt": "2026-11-01 08:00",\n  "category": "');
  await fixture.edit(EVENT, '"type": "', '"publishAt": "2026-11-01 08:00",\n  "type": "');
  // A video and a section of the tests' page wait for the same morning.
  await fixture.edit(TEST_PAGE_FILE, '"id": "numeros",', '"id": "numeros",\n      "publishAt": "2026-11-01 08:00",');
  // The page's hero links to that section: until then, to its own instead.
  await fixture.edit(TEST_PAGE_FILE, '"href": "#numeros"', '"href": "#ola"');
  return fixture;
}

describe('"Publicar em": the build leaves out what is not due yet', () => {
  it("before its time, a post, an event and a section are out of the content, each with a note at its line saying when", async () => {
    const fixture = await scheduledFixture();
    const before = await loadSiteContent(fixture.root, { now: BEFORE });
    if (!before.ok) throw new Error(before.problems.map((problem) => problem.message).join("\n"));
    expect(before.content.posts.map((post) => post.id)).not.toContain(8);
    expect(before.content.events.map((event) => event.slug)).not.toContain("clamor-pelas-nacoes");
    const page = before.content.pages.find((candidate) => candidate.file === TEST_PAGE_FILE);
    expect(page?.page.sections.map((section) => section.id)).toEqual(["ola"]);
    const notes = before.notes.filter((note) => note.message.includes("aparece"));
    expect(notes.map(({ file, message }) => [file, message])).toEqual(
      expect.arrayContaining([
        [POST, 'o artigo "Derramarei o meu Espírito" aparece no site em 01/11/2026 às 08:00'],
        [EVENT, 'o evento "Clamor pelas Nações" aparece na agenda do site em 01/11/2026 às 08:00'],
        [TEST_PAGE_FILE, "a seção 2 da página /teste aparece no site em 01/11/2026 às 08:00"],
      ]),
    );
    expect(notes.every((note) => typeof note.line === "number")).toBe(true);
  });

  it("from its time on, each is back, and nothing says it waits", async () => {
    const fixture = await scheduledFixture();
    const after = await loadSiteContent(fixture.root, { now: AFTER });
    if (!after.ok) throw new Error(after.problems.map((problem) => problem.message).join("\n"));
    expect(after.content.posts.map((post) => post.id)).toContain(8);
    expect(after.content.events.map((event) => event.slug)).toContain("clamor-pelas-nacoes");
    expect(after.content.pages.find((page) => page.file === TEST_PAGE_FILE)?.page.sections).toHaveLength(2);
    expect(after.notes.filter((note) => note.message.includes("aparece"))).toEqual([]);
  });

  it("refuses a published link to what is not out yet, and accepts it from a text scheduled as late", async () => {
    const fixture = await scheduledFixture();
    // The page's first section (already out) links to the section that waits, and to the post that waits.
    await fixture.edit(TEST_PAGE_FILE, '"href": "/teste#ola"', '"href": "/blog/8"');
    await fixture.edit(TEST_PAGE_FILE, '"href": "#ola"', '"href": "#numeros" }, { "label": "Depois", "href": "/teste#numeros"');
    const before = await loadSiteContent(fixture.root, { now: BEFORE });
    expect(before.ok).toBe(false);
    const messages = before.ok ? [] : before.problems.map((problem) => `${problem.pointer}: ${problem.message}`);
    expect(messages).toEqual([
      '/sections/0/actions/0/href: o link aponta para a página /blog/8, que só aparece no site em 01/11/2026 às 08:00: até lá ele daria em um lugar que não existe. Tire o link por enquanto, ou marque em "Publicar em" deste trecho essa data ou uma depois dela',
      expect.stringMatching(/^\/sections\/0\/actions\/1\/href: o link aponta para a seção "#numeros" da página \/teste, que só aparece/),
      expect.stringMatching(/^\/sections\/0\/actions\/2\/href: o link aponta para a seção "#numeros" da página \/teste, que só aparece/),
    ]);
    // From its time on, the same links are fine; and a section scheduled as late may link to them before.
    expect((await loadSiteContent(fixture.root, { now: AFTER })).ok).toBe(true);
    await fixture.edit(TEST_PAGE_FILE, '"id": "ola",', '"id": "ola",\n      "publishAt": "2026-11-01 09:00",');
    expect((await loadSiteContent(fixture.root, { now: BEFORE })).ok).toBe(true);
  });

  it("refuses a day the calendar does not have, and without a time keeps everything (the tests' own content, the previews)", async () => {
    const fixture = await scheduledFixture();
    expect((await loadSiteContent(fixture.root)).ok && (await loadSiteContent(fixture.root)).notes.some((note) => note.message.includes("aparece"))).toBe(
      false,
    );
    await fixture.edit(POST, '"publishAt": "2026-11-01 08:00"', '"publishAt": "2026-02-30 08:00"');
    expect((await fixture.newProblems()).map((problem) => problem.message)).toContain(
      'o dia 30/02/2026 não existe no calendário: confira o dia e o mês de "Publicar em"',
    );
  });

  it("tells the hourly scheduled build when something fell due in its window, and only then", async () => {
    const fixture = await scheduledFixture();
    expect(await dueEntries(fixture.root, BEFORE, 90)).toEqual([]);
    const due = await dueEntries(fixture.root, new Date(AFTER.getTime() + 30 * 60_000), 90);
    expect(due.map((entry) => entry.file).sort()).toEqual([EVENT, TEST_PAGE_FILE, POST].sort());
    expect(await dueEntries(fixture.root, new Date(AFTER.getTime() + 91 * 60_000), 90)).toEqual([]);
  });

  it("asks the same with Node alone, nothing installed: only the content's JSON, the script and the rule it shares with the engine", async () => {
    const fixture = await scheduledFixture();
    // What the workflow checks out (.github/workflows/scheduled-build.yml): no package.json, no node_modules.
    const bare = await mkdtemp(join(tmpdir(), "mc-due-"));
    try {
      for (const file of ["scripts/due-now.mjs", "src/lib/due-time.mjs"]) {
        await mkdir(join(bare, dirname(file)), { recursive: true });
        await cp(join(PROJECT_ROOT, file), join(bare, file));
      }
      const entries = await readdir(join(fixture.root, "site-content"), { recursive: true, withFileTypes: true });
      for (const entry of entries.filter((candidate) => candidate.isFile() && candidate.name.endsWith(".json"))) {
        const file = join(entry.parentPath, entry.name).slice(fixture.root.length + 1);
        await mkdir(join(bare, dirname(file)), { recursive: true });
        await cp(join(fixture.root, file), join(bare, file));
      }
      const ask = async (now: Date) => {
        const env = { PATH: process.env.PATH ?? "", SOURCE_DATE_EPOCH: String(Math.floor(now.getTime() / 1000)) };
        const { stdout } = await promisify(execFile)(process.execPath, ["scripts/due-now.mjs", "--window", "90"], { cwd: bare, env });
        return stdout.trim();
      };
      const lines = async (now: Date) => (await dueEntries(fixture.root, now, 90)).map((moment) => `${moment.file}: `).sort();
      // Scheduled entries falling due: the same files as the engine's answer.
      const morning = new Date(AFTER.getTime() + 30 * 60_000);
      const output = await ask(morning);
      expect((await lines(morning)).length).toBe(3);
      for (const start of await lines(morning)) expect(output).toContain(start);
      expect(output).toContain("marcado para 01/11/2026 às 08:00");
      // An event ending: it leaves the agenda with the next build, so it is due too.
      const loaded = await loadSiteContent(fixture.root, { now: BEFORE });
      if (!loaded.ok) throw new Error("o conteúdo dos testes não passa no check");
      const event = loaded.content.events[0];
      if (!event) throw new Error("o conteúdo dos testes não tem eventos");
      const justAfterItsEnd = new Date(Date.parse(endInstant(event)) + 10 * 60_000);
      expect((await dueEntries(fixture.root, justAfterItsEnd, 90)).map((moment) => moment.kind)).toContain("eventEnd");
      expect(await ask(justAfterItsEnd)).toMatch(new RegExp(`events/${event.slug}\\.json: o evento terminou em`));
      expect(await ask(BEFORE)).toBe("Nada marcado para os últimos 90 minutos.");
    } finally {
      await rm(bare, { recursive: true, force: true });
    }
  });
});
