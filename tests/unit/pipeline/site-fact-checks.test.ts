import { describe, expect, it } from "vitest";
import { createFixture, positionOf, TEST_PAGE_FILE } from "./fixture";

const file = TEST_PAGE_FILE;
const STATS_END = `"items": [{ "value": "10", "label": "Anos" }]
    }`;

/** The test page plus a prose block whose items are written by the test. */
async function pageWithProse(items: string) {
  const fixture = await createFixture();
  await fixture.edit(file, STATS_END, `${STATS_END},\n    { "type": "prose", "content": [\n      ${items}\n    ] }`);
  const text = await fixture.read(file);
  return { fixture, text };
}

describe("contacts are written once, in site.json", () => {
  it("accepts the known placeholders in prose paragraphs and lists", async () => {
    const { fixture } = await pageWithProse(
      `{ "kind": "paragrafo", "text": "Escreva para {email} ou ligue para {telefone}." },\n      { "kind": "lista", "items": ["Sede: {endereco}", "WhatsApp: {whatsapp}"] }`,
    );
    expect(await fixture.newProblems()).toEqual([]);
  });

  it("refuses an unknown placeholder at its text, suggesting the closest one", async () => {
    const { fixture, text } = await pageWithProse(`{ "kind": "paragrafo", "text": "Escreva para {emial}." }`);
    const problems = await fixture.newProblems();
    expect(problems).toEqual([expect.objectContaining({ file, ...positionOf(text, '"Escreva para {emial}."'), pointer: "/sections/2/content/0/text" })]);
    expect(problems[0]?.message).toMatch(/^marcador desconhecido "\{emial\}".*Você quis dizer "\{email\}"\?.*\{telefone\}, \{whatsapp\}, \{endereco\}/);
  });

  it("refuses a placeholder where the page would print it in braces", async () => {
    const fixture = await createFixture();
    await fixture.edit(file, `"title": "Olá",`, `"title": "Olá", "text": "Escreva para {email}",`);
    const problems = await fixture.newProblems();
    expect(problems).toEqual([expect.objectContaining({ file, pointer: "/sections/0/text" })]);
    expect(problems[0]?.message).toMatch(/^o marcador \{email\} só é trocado .* bloco "prose"/);
  });

  it("wants the form service named only where site.json can name it", async () => {
    const sentence = `"**Serviço:** {servico-de-formularios}."`;
    const bare = await pageWithProse(`{ "kind": "paragrafo", "text": ${sentence} }`);
    const problems = await bare.fixture.newProblems();
    expect(problems).toEqual([expect.objectContaining({ pointer: "/sections/2/content/0/text" })]);
    expect(problems[0]?.message).toMatch(/"showIf": "com-servico-de-formularios"/);

    const conditional = await pageWithProse(`{ "kind": "paragrafo", "showIf": "com-servico-de-formularios", "text": ${sentence} }`);
    expect(await conditional.fixture.newProblems()).toEqual([]);
  });

  it("wants exactly one sede: a second is told about the first, and none at all is told on site.json", async () => {
    const fixture = await createFixture();
    const sede = "site-content/churches/vila-formosa.json";
    const branch = "site-content/churches/guarulhos.json";
    await fixture.edit(branch, `"order": 2,`, `"order": 2,\n  "headquarters": true,`);
    const twice = await fixture.newProblems();
    expect(twice.map((problem) => [problem.file, problem.pointer])).toEqual([
      [branch, "/headquarters"],
      [sede, "/headquarters"],
    ]);
    expect(twice[0]?.message).toMatch(/^site-content\/churches\/vila-formosa\.json também está marcada como sede: só uma igreja é a sede/);
    await fixture.edit(branch, `\n  "headquarters": true,`, "");
    await fixture.edit(sede, `\n  "headquarters": true,`, "");
    const none = await fixture.newProblems();
    expect(none).toEqual([expect.objectContaining({ file: "site-content/site.json", line: 1, column: 1, pointer: "" })]);
    expect(none[0]?.message).toMatch(/^nenhuma igreja está marcada como sede: marque "headquarters": true/);
  });

  it("wants every church's address with its city and coordinates, and the sede's services", async () => {
    const fixture = await createFixture();
    const branch = "site-content/churches/teresina.json";
    await fixture.edit(branch, `"city": "Teresina", `, "");
    const problems = await fixture.newProblems();
    expect(problems).toEqual([expect.objectContaining({ file: branch, pointer: "/address" })]);
    expect(problems[0]?.message).toMatch(/^falta o campo obrigatório "city": Cidade, sem o estado/);
  });

  it("wants a YouTube channel with a live page where a service is streamed", async () => {
    const fixture = await createFixture();
    const sede = "site-content/churches/vila-formosa.json";
    await fixture.edit(
      "site-content/site.json",
      `"url": "https://www.youtube.com/@igrejamontecalvario"`,
      `"url": "https://www.youtube.com/c/igrejamontecalvario"`,
    );
    const problems = await fixture.newProblems();
    expect(problems.map((problem) => [problem.file, problem.pointer])).toEqual([[sede, "/serviceTimes/0/live"]]);
    expect(problems[0]?.message).toMatch(
      /^o canal do YouTube "https:\/\/www\.youtube\.com\/c\/igrejamontecalvario" não está num endereço que tenha página ao vivo/,
    );
  });

  it("refuses a legal document whose page no longer exists, since the footer links to it on every page", async () => {
    const fixture = await createFixture();
    await fixture.remove("site-content/pages/termos.json");
    const problems = await fixture.newProblems();
    expect(problems).toEqual([
      expect.objectContaining({
        file: "site-content/site.json",
        ...positionOf(await fixture.read("site-content/site.json"), '"/termos"'),
        pointer: "/legal/terms/href",
      }),
    ]);
    expect(problems[0]?.message).toMatch(/^a página "\/termos" não existe/);
  });
});
