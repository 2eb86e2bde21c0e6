import { describe, expect, it } from "vitest";
import { mainServices, serviceList } from "../../../src/engine/core/facts/fact-placeholders";
import { loadSiteContent } from "../../../src/engine/node/load-content";
import { formatTime } from "../../../src/lib/time";
import { createFixture, positionOf, TEST_PAGE, TEST_PAGE_FILE } from "./fixture";

const SITE = "site-content/site.json";
/** The fixture's sede: its times are what the placeholders say outside a church's own file. */
const SEDE = "site-content/churches/vila-formosa.json";
const BRANCH = "site-content/churches/guarulhos.json";
const EVENT = "site-content/events/clamor-pelas-nacoes.json";
const POST = "site-content/posts/2026-01-algo-novo-esta-brotando.html";
const MINISTRY = "site-content/ministries/jovens.json";

async function loaded(root: string) {
  const result = await loadSiteContent(root);
  if (!result.ok) throw new Error(JSON.stringify(result.problems, null, 2));
  return result;
}

/** A fixture whose test page, one event and one post use fact placeholders. */
async function withPlaceholders() {
  const fixture = await createFixture();
  await fixture.write(
    TEST_PAGE_FILE,
    TEST_PAGE.replace(
      '"description": "Uma página usada só pelos testes automáticos do verificador de conteúdo."',
      '"description": "São {total-ministerios} ministérios e {total-igrejas} igrejas; cultos às {horarios-dos-cultos}."',
    ).replace('"value": "10"', '"value": "{total-testemunhos}"'),
  );
  await fixture.edit(EVENT, "O Culto de Oração desta quarta-feira", "O Culto de Oração desta quarta-feira, às {culto-quarta},");
  await fixture.edit(POST, "<h2>Explicação</h2>", "<h2>Explicação</h2>\n<p>Venha no domingo às {culto-domingo}.</p>");
  return fixture;
}

describe("fact placeholders are filled in every text, from the content itself", () => {
  it("fills a page description, a stat, an event description and a post body", async () => {
    const fixture = await withPlaceholders();
    const { content } = await loaded(fixture.root);
    const page = content.pages.find((p) => p.slug === "teste");
    expect(page?.page.description).toBe(
      `São ${content.ministries.length} ministérios e ${content.churches.length} igrejas; cultos às ${serviceList(mainServices(content.churches))}.`,
    );
    expect(JSON.stringify(page?.page.sections)).toContain(`"value":"${content.testimonies.length}"`);
    const sunday = mainServices(content.churches).find((service) => service.day === "domingo");
    const wednesday = mainServices(content.churches).find((service) => service.day === "quarta");
    expect(content.events.find((event) => event.slug === "clamor-pelas-nacoes")?.description).toContain(
      `quarta-feira, às ${formatTime(wednesday?.time ?? "")},`,
    );
    expect(content.posts.find((post) => post.slug === "2026-01-algo-novo-esta-brotando")?.html).toContain(
      `Venha no domingo às ${formatTime(sunday?.time ?? "")}.`,
    );
    expect(JSON.stringify(content)).not.toMatch(/\{(total-|culto-|horarios-)/);
  });

  it("follows the sede's file: moving its Sunday service changes every text that names it", async () => {
    const fixture = await withPlaceholders();
    await fixture.edit(SEDE, '{ "day": "domingo", "time": "18:30"', '{ "day": "domingo", "time": "19:00"');
    const { content } = await loaded(fixture.root);
    expect(content.posts.find((post) => post.slug === "2026-01-algo-novo-esta-brotando")?.html).toContain("Venha no domingo às 19h.");
    expect(content.pages.find((p) => p.slug === "teste")?.page.description).toContain("domingos às 19h");
  });

  it("follows the collections: adding a ministry file changes the count", async () => {
    const fixture = await withPlaceholders();
    const before = (await loaded(fixture.root)).content.ministries.length;
    await fixture.write("site-content/ministries/casais.json", (await fixture.read(MINISTRY)).replace('"Ministério de Jovens"', '"Ministério de Casais"'));
    const { content } = await loaded(fixture.root);
    expect(content.pages.find((p) => p.slug === "teste")?.page.description).toContain(`São ${before + 1} ministérios`);
  });

  it("refuses an unknown placeholder anywhere, with a suggestion, and a service day the sede does not have", async () => {
    const fixture = await createFixture();
    await fixture.edit(EVENT, "O Culto de Oração desta quarta-feira", "São {total-ministerio} ministérios; culto às {culto-quinta}");
    const problems = await fixture.newProblems();
    expect(problems).toHaveLength(2);
    expect(problems[0]?.message).toMatch(/^marcador desconhecido "\{total-ministerio\}".*Você quis dizer "\{total-ministerios\}"\?/);
    expect(problems[1]?.message).toMatch(
      /^o marcador \{culto-quinta\} mostra o horário do culto desse dia, mas a sede não tem culto nesse dia em "serviceTimes"/,
    );
    expect(problems.map((p) => [p.file, p.pointer])).toEqual([
      [EVENT, "/description"],
      [EVENT, "/description"],
    ]);
  });

  it("refuses an unknown placeholder in a post body at its line and column", async () => {
    const fixture = await createFixture();
    // CSS braces are not placeholders: only the misspelt name is reported.
    await fixture.edit(POST, "<h2>Explicação</h2>", "<h2>Explicação</h2>\n<style>p{color:red}</style>\n<p>Às {culto-domingos}.</p>");
    const problems = await fixture.newProblems();
    expect(problems).toEqual([expect.objectContaining({ file: POST, ...positionOf(await fixture.read(POST), "{culto-domingos}") })]);
    expect(problems[0]?.message).toContain('Você quis dizer "{culto-domingo}"?');
  });
});

describe("the check warns when a text repeats a fact a placeholder provides", () => {
  it("a count, a stat, a service time next to its day, the phone and the e-mail, each at file:line:col naming the placeholder", async () => {
    const fixture = await createFixture();
    const site = JSON.parse(await fixture.read(SITE)) as { contact: { phone: string; email: string } };
    const sede = JSON.parse(await fixture.read(SEDE)) as { serviceTimes: { day: string; time: string }[] };
    const ministries = (await loaded(fixture.root)).content.ministries.length;
    const sunday = formatTime(sede.serviceTimes.find((s) => s.day === "domingo")?.time ?? "");
    await fixture.write(
      TEST_PAGE_FILE,
      TEST_PAGE.replace(
        '"description": "Uma página usada só pelos testes automáticos do verificador de conteúdo."',
        `"description": "Temos ${ministries} ministérios e cultos aos domingos às ${sunday}. Ligue ${site.contact.phone} ou escreva para ${site.contact.email}."`,
      ).replace('{ "value": "10", "label": "Anos" }', `{ "value": "${ministries}", "label": "Ministérios" }`),
    );
    const { notes } = await loaded(fixture.root);
    const text = await fixture.read(TEST_PAGE_FILE);
    const mine = notes.filter((note) => note.file === TEST_PAGE_FILE);
    const description = positionOf(text, '"Temos');
    expect(mine).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ ...description, message: expect.stringMatching(/^\/description: .*\{culto-domingo\}/) }),
        expect.objectContaining({
          ...description,
          message: expect.stringMatching(/^\/description: "\d+" repete o total de ministérios.*\{total-ministerios\}/),
        }),
        expect.objectContaining({ ...description, message: expect.stringMatching(/^\/description: repete o telefone.*\{telefone\}/) }),
        expect.objectContaining({ ...description, message: expect.stringMatching(/^\/description: repete o e-mail.*\{email\}/) }),
        expect.objectContaining({
          ...positionOf(text, `"${ministries}", "label"`),
          message: expect.stringMatching(/^\/sections\/1\/items\/0\/value: .*\{total-ministerios\}/),
        }),
      ]),
    );
    expect(mine).toHaveLength(5);
  });

  it("does not warn for a time on a day without that service", async () => {
    const fixture = await createFixture();
    await fixture.write(
      TEST_PAGE_FILE,
      TEST_PAGE.replace(
        '"description": "Uma página usada só pelos testes automáticos do verificador de conteúdo."',
        '"description": "Ensaio do coral às terças, às 7h15, no salão social da igreja sede."',
      ),
    );
    const { notes } = await loaded(fixture.root);
    expect(notes.filter((note) => note.file === TEST_PAGE_FILE)).toEqual([]);
  });

  it("times are data, never prose: a church's note that holds a time points to its times field", async () => {
    const fixture = await createFixture();
    await fixture.edit(BRANCH, '"order": 2,', '"order": 2,\n  "note": "Cultos aos domingos às 18h30",');
    const text = await fixture.read(BRANCH);
    const { notes } = await loaded(fixture.root);
    const times = positionOf(text, '"serviceTimes"');
    expect(notes.filter((note) => note.file === BRANCH)).toEqual([
      expect.objectContaining({
        ...positionOf(text, '"Cultos aos domingos'),
        message: expect.stringMatching(new RegExp(`^/note: "18h30" é um horário escrito no texto: .*"serviceTimes" \\(Cultos\\), na linha ${times.line}\\b`)),
      }),
    ]);
    // Without times of its own, the note says where they go.
    await fixture.write(BRANCH, text.replace(/\n {2}"serviceTimes": \[[\s\S]*?\n {2}\],/, ""));
    const [note] = (await loaded(fixture.root)).notes.filter((each) => each.file === BRANCH);
    expect(note?.message).toContain('um campo "serviceTimes" (Cultos) neste arquivo');
  });

  it("in a church's own file the placeholders speak of that church: its times, and only its days", async () => {
    const fixture = await createFixture();
    await fixture.edit(BRANCH, '"order": 2,', '"order": 2,\n  "note": "Cultos: {horarios-dos-cultos}",');
    const { content } = await loaded(fixture.root);
    const branch = content.churches.find((church) => church.slug === "guarulhos");
    expect(branch?.note).toBe(`Cultos: ${serviceList(branch?.serviceTimes ?? [])}`);
    expect(branch?.note).not.toBe(`Cultos: ${serviceList(mainServices(content.churches))}`);
    await fixture.edit(BRANCH, "{horarios-dos-cultos}", "às sextas, {culto-sexta}");
    const [problem] = await fixture.newProblems();
    expect(problem).toMatchObject({ file: BRANCH, pointer: "/note" });
    expect(problem?.message).toMatch(
      /^o marcador \{culto-sexta\} mostra o horário do culto desse dia, mas esta igreja não tem culto nesse dia em "serviceTimes"\. Use um dos dias com culto \(\{culto-quinta\}, \{culto-domingo\}\)/,
    );
  });

  it("warns in post bodies at the line and column of the text", async () => {
    const fixture = await createFixture();
    const sede = JSON.parse(await fixture.read(SEDE)) as { serviceTimes: { day: string; time: string }[] };
    const wednesday = formatTime(sede.serviceTimes.find((s) => s.day === "quarta")?.time ?? "");
    await fixture.edit(POST, "<h2>Explicação</h2>", `<h2>Explicação</h2>\n<p>Toda quarta-feira às ${wednesday} oramos juntos.</p>`);
    const { notes } = await loaded(fixture.root);
    expect(notes.filter((note) => note.file === POST)).toEqual([
      expect.objectContaining({ ...positionOf(await fixture.read(POST), "Toda quarta-feira"), message: expect.stringContaining("{culto-quarta}") }),
    ]);
  });
});
