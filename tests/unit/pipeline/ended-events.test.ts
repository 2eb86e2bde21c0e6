import { describe, expect, it } from "vitest";
import { loadSiteContent } from "../../../src/engine/node/load-content";
import { createFixture } from "./fixture";

// The fixture's events (the tests own them): 1 November, 11 November (19h30–21h30) and 29 November 2026.
const EVENTS = "site-content/events";

describe("a build publishes the events not over yet", () => {
  it("leaves out each event already over at the build's time, with a warning naming its file, and counts only the rest", async () => {
    const fixture = await createFixture();
    await fixture.edit("site-content/pages/agenda.json", '"heading": "Cultos Regulares"', '"heading": "{total-eventos} eventos – Cultos Regulares"');
    const now = new Date("2026-11-11T21:29:00-03:00");
    const during = await loadSiteContent(fixture.root, { now });
    expect(during.ok && during.content.events.map((event) => event.slug)).toEqual(["clamor-pelas-nacoes", "culto-de-encerramento-e-consagracao"]);

    const after = await loadSiteContent(fixture.root, { now: new Date("2026-11-11T21:31:00-03:00") });
    expect(after.ok && after.content.events.map((event) => event.slug)).toEqual(["culto-de-encerramento-e-consagracao"]);
    const warnings = after.notes.filter((note) => note.file.startsWith(EVENTS));
    expect(warnings.map((note) => note.file)).toEqual([`${EVENTS}/abertura-mes-de-missoes.json`, `${EVENTS}/clamor-pelas-nacoes.json`]);
    expect(warnings[1]?.message).toBe(
      'o evento "Clamor pelas Nações" já terminou (Quarta-feira, 11 de novembro de 2026, 21h30): ele não aparece mais no site a partir desta publicação. Apague o arquivo quando quiser',
    );
    const agenda = after.ok ? after.content.pages.find((page) => page.slug === "agenda") : undefined;
    expect(JSON.stringify(agenda?.page)).toContain('"1 eventos – ');
  });

  it("without a time (the check in tests, the editor's previews) keeps every event and warns of none", async () => {
    const fixture = await createFixture();
    const result = await loadSiteContent(fixture.root);
    expect(result.ok && result.content.events).toHaveLength(3);
    expect(result.notes.filter((note) => note.file.startsWith(EVENTS))).toEqual([]);
  });
});

describe("an event of several days (its last day, endDate)", () => {
  const CLAMOR = `${EVENTS}/clamor-pelas-nacoes.json`;

  it("stays on the site until its last day's end, not its first", async () => {
    const fixture = await createFixture();
    await fixture.edit(CLAMOR, '"date": "2026-11-11",', '"date": "2026-11-11",\n  "endDate": "2026-11-13",');
    expect(await fixture.newProblems()).toEqual([]);
    const events = async (now: string) => {
      const result = await loadSiteContent(fixture.root, { now: new Date(now) });
      return result.ok ? result.content.events.map((event) => event.slug) : result.problems;
    };
    expect(await events("2026-11-12T12:00:00-03:00")).toContain("clamor-pelas-nacoes");
    expect(await events("2026-11-13T21:29:00-03:00")).toContain("clamor-pelas-nacoes");
    expect(await events("2026-11-13T21:30:00-03:00")).not.toContain("clamor-pelas-nacoes");
  });

  it("a last day before the first, or the same, is refused at the field", async () => {
    const fixture = await createFixture();
    await fixture.edit(CLAMOR, '"date": "2026-11-11",', '"date": "2026-11-11",\n  "endDate": "2026-11-09",');
    expect(await fixture.newProblems()).toEqual([
      expect.objectContaining({
        file: CLAMOR,
        pointer: "/endDate",
        message: "o último dia (09/11/2026) vem antes do primeiro (11/11/2026): confira as duas datas do evento",
      }),
    ]);
    await fixture.edit(CLAMOR, '"endDate": "2026-11-09",', '"endDate": "2026-11-11",');
    expect((await fixture.newProblems()).map((problem) => problem.message)).toEqual([
      'o último dia é o mesmo do primeiro (11/11/2026): para um evento de um dia só, deixe "Último dia" em branco',
    ]);
  });
});
