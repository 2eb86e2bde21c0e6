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

  it("refuses an address written in the sede, which takes site.json's", async () => {
    const fixture = await createFixture();
    const sede = "site-content/churches/vila-formosa.json";
    await fixture.edit(sede, `"headquarters": true,`, `"headquarters": true,\n  "city": "São Paulo",`);
    const problems = await fixture.newProblems();
    expect(problems).toEqual([expect.objectContaining({ file: sede, line: 6, column: 3, pointer: "/city" })]);
    expect(problems[0]?.message).toMatch(/^a sede \("headquarters": true\) usa o endereço de site-content\/site\.json/);
  });

  it("still wants address, city and state in every other church", async () => {
    const fixture = await createFixture();
    const branch = "site-content/churches/teresina.json";
    await fixture.edit(branch, `  "city": "Teresina",\n`, "");
    const problems = await fixture.newProblems();
    expect(problems).toEqual([expect.objectContaining({ file: branch, line: 1, column: 1, pointer: "" })]);
    expect(problems[0]?.message).toMatch(/^falta o campo obrigatório "city": Cidade, sem o estado/);
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
