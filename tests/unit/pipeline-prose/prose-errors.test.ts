import { describe, expect, it } from "vitest";
import { createFixture, positionOf } from "../pipeline/fixture";

const FILE = "site-content/pages/teste-texto.json";

// A page of our own, so positions never move when the real legal texts are edited.
const PAGE = `{
  "$schema": "../../schemas/page.schema.json",
  "title": "Texto de teste",
  "description": "Uma página usada só pelos testes automáticos do bloco de texto corrido.",
  "sections": [
    { "type": "hero", "title": "Texto de teste" },
    {
      "type": "prose",
      "id": "texto",
      "content": [
        { "kind": "subtitulo", "text": "Quem somos" },
        { "kind": "paragrafo", "text": "Escreva para **a secretaria**." },
        { "kind": "lista", "items": ["Um", "Dois"], "links": [{ "text": "Um", "href": "/sobre" }] }
      ]
    }
  ]
}
`;

async function problemsAfter(search: string, replacement: string) {
  const fixture = await createFixture();
  await fixture.write(FILE, PAGE);
  await fixture.edit(FILE, search, replacement);
  const problems = await fixture.newProblems();
  return { problems, text: await fixture.read(FILE) };
}

describe("prose block: one pt-BR message per mistake", () => {
  it("the untouched test page is valid", async () => {
    const { problems } = await problemsAfter(`"Um", "Dois"`, `"Um", "Dois"`);
    expect(problems).toEqual([]);
  });

  it("an unknown item kind gives one message, with a suggestion and the valid kinds", async () => {
    const { problems, text } = await problemsAfter(`"kind": "paragrafo"`, `"kind": "paragrafoo"`);
    expect(problems).toEqual([
      {
        file: FILE,
        ...positionOf(text, `"paragrafoo"`),
        pointer: "/sections/1/content/1/kind",
        message: 'tipo de item desconhecido "paragrafoo". Você quis dizer "paragrafo"? Tipos válidos: citacao, lista, paragrafo, subtitulo',
      },
    ]);
  });

  it("a misspelt field inside an item is named once, with the right field suggested", async () => {
    const { problems } = await problemsAfter(`"kind": "subtitulo", "text"`, `"kind": "subtitulo", "texto"`);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ pointer: "/sections/1/content/0/texto" });
    expect(problems[0]?.message).toMatch(/^campo desconhecido "texto"\. Você quis dizer "text"\?/);
  });

  it("bold opened and never closed is refused with an example of the syntax", async () => {
    const { problems } = await problemsAfter(`**a secretaria**.`, `**a secretaria.`);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ pointer: "/sections/1/content/1/text" });
    expect(problems[0]?.message).toContain("**assim**");
  });

  it("an inline link is checked like any other link", async () => {
    const { problems } = await problemsAfter(`"href": "/sobre"`, `"href": "/sobree"`);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ pointer: "/sections/1/content/2/links/0/href" });
    expect(problems[0]?.message).toContain('Você quis dizer "/sobre"?');
  });
});
