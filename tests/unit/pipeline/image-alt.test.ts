import { describe, expect, it } from "vitest";
import { createFixture, positionOf, TEST_PAGE_FILE } from "./fixture";

const file = TEST_PAGE_FILE;
const IMAGE = `{ "src": "/images/teste-foto.jpg", "alt": "Foto de teste" }`;
const EMPTY_ALT =
  'descrição da imagem vazia: escreva em "alt" o que aparece na imagem, em uma frase curta (ex.: "Jovens orando de mãos dadas no pátio da igreja"), para quem usa leitor de tela. Se a imagem for só enfeite, acrescente "decorative": true';

async function problemsWithImage(image: string) {
  const fixture = await createFixture();
  await fixture.edit(file, IMAGE, image);
  return fixture.newProblems();
}

describe("every image is described unless marked decorative", () => {
  it("an empty alt is refused at the alt value", async () => {
    expect(await problemsWithImage(`{ "src": "/images/teste-foto.jpg", "alt": "" }`)).toEqual([
      { file, line: 14, column: 58, pointer: "/sections/0/image/alt", message: EMPTY_ALT },
    ]);
  });

  it("blanks are not a description", async () => {
    const problems = await problemsWithImage(`{ "src": "/images/teste-foto.jpg", "alt": "   " }`);
    expect(problems).toEqual([expect.objectContaining({ line: 14, column: 58, pointer: "/sections/0/image/alt", message: EMPTY_ALT })]);
  });

  it('an empty alt is fine on an image marked "decorative": true', async () => {
    expect(await problemsWithImage(`{ "src": "/images/teste-foto.jpg", "alt": "", "decorative": true }`)).toEqual([]);
  });

  it("a decorative image with a description is contradictory", async () => {
    const problems = await problemsWithImage(`{ "src": "/images/teste-foto.jpg", "alt": "Foto de teste", "decorative": true }`);
    expect(problems).toEqual([
      {
        file,
        line: 14,
        column: 89,
        pointer: "/sections/0/image/decorative",
        message:
          'imagem marcada como enfeite ("decorative": true), mas com descrição em "alt": leitores de tela pulam imagens decorativas. Se ela mostra algo importante, apague "decorative"; se é só enfeite, deixe "alt": ""',
      },
    ]);
  });

  it("a missing alt is a missing required field, explained by the schema", async () => {
    const problems = await problemsWithImage(`{ "src": "/images/teste-foto.jpg" }`);
    expect(problems).toEqual([expect.objectContaining({ line: 14, column: 16, pointer: "/sections/0/image" })]);
    expect(problems[0]?.message).toMatch(/^falta o campo obrigatório "alt": Descrição da imagem para quem não consegue vê-la/);
  });

  it("collections are checked too (a ministry photo)", async () => {
    const fixture = await createFixture();
    const ministry = "site-content/ministries/jovens.json";
    const text = (await fixture.read(ministry)).replace(/"alt": "[^"]*"/, `"alt": ""`);
    await fixture.write(ministry, text);
    expect(await fixture.newProblems()).toEqual([{ file: ministry, ...positionOf(text, `""`), pointer: "/image/alt", message: EMPTY_ALT }]);
  });
});
