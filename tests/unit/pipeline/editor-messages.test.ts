import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadSiteContent } from "../../../src/engine/node/load-content";
import { createFixture, positionOf, TEST_PAGE, TEST_PAGE_FILE } from "./fixture";

const file = TEST_PAGE_FILE;

describe("messages an editor can act on", () => {
  it("lists every syntax mistake of a file in one run: a missing comma and two commas too many", async () => {
    const fixture = await createFixture();
    const broken = TEST_PAGE.replace('{ "label": "Contato", "href": "/teste#ola" },', '{ "label": "Contato", "href": "/teste#ola" }')
      .replace('"href": "#numeros" }', '"href": "#numeros" },')
      .replace('"label": "Anos" }]', '"label": "Anos", }]');
    await fixture.write(file, broken);
    const problems = await fixture.newProblems();
    // The test page is the tests' own: lines 11, 12 and 20 are the two actions and the stat.
    expect(problems.map((p) => [p.line, p.column, p.message])).toEqual([
      [11, 53, "falta uma vírgula aqui, antes de {: separe os itens com ,"],
      [12, 48, "vírgula sobrando antes de ]: apague a vírgula"],
      [20, 49, "vírgula sobrando antes de }: apague a vírgula"],
    ]);
  });

  it("straight quotes inside a text: says how to write them and gives the line fixed", async () => {
    const fixture = await createFixture();
    await fixture.edit(file, '"title": "Olá"', '"title": "O chamado "Ide" de Jesus"');
    const problems = await fixture.newProblems();
    expect(problems).toHaveLength(1);
    expect(problems[0]?.message).toBe(
      'aspas retas " dentro de um texto: elas terminam o texto antes da hora. Dentro do texto, use aspas curvas “ ” (ou escreva \\" no lugar de cada "). Esta linha fica assim: "title": "O chamado “Ide” de Jesus",',
    );
    expect(problems[0]?.line).toBe(positionOf(await fixture.read(file), '"O chamado').line);
  });

  it("a field set to null: it is empty, here is what to write, never the word null", async () => {
    const fixture = await createFixture();
    await fixture.edit(file, '"title": "Olá"', '"title": null');
    const [problem, ...rest] = await fixture.newProblems();
    expect(rest).toEqual([]);
    expect(problem).toMatchObject({
      pointer: "/sections/0/title",
      message: 'o campo "title" está vazio: escreva um texto entre aspas, ou apague a linha se ele não for obrigatório',
    });
    expect(problem?.message).not.toMatch(/null/i);
    // With the schema's example when it has one.
    const other = await createFixture();
    await other.edit(file, '"title": "Página de teste"', '"title": null');
    expect((await other.newProblems())[0]?.message).toMatch(/^o campo "title" está vazio: escreva um texto entre aspas \(ex\.: "[^"]+"\), ou apague a linha/);
  });

  it("an image named like a phone names it: the exact new name, where it is used and for the file itself", async () => {
    const fixture = await createFixture();
    await writeFile(join(fixture.root, "site-content/images/Casal Feliz.JPG"), "");
    await writeFile(join(fixture.root, "site-content/images/IMG_2034.JPEG"), "");
    await fixture.edit(file, '"src": "/images/teste-foto.jpg"', '"src": "/images/Casal Feliz.JPG"');
    const problems = await fixture.newProblems();
    expect(problems).toEqual([
      expect.objectContaining({
        pointer: "/sections/0/image/src",
        message:
          'nome de imagem que o site não aceita: renomeie o arquivo "Casal Feliz.JPG" para "casal-feliz.jpg" (letras minúsculas, sem acentos nem espaços) em site-content/images/ e escreva aqui "/images/casal-feliz.jpg"',
      }),
    ]);
    const { notes } = await loadSiteContent(fixture.root);
    expect(notes).toEqual(
      expect.arrayContaining([
        {
          file: "site-content/images/IMG_2034.JPEG",
          message:
            'renomeie o arquivo "IMG_2034.JPEG" para "img-2034.jpg" (letras minúsculas, sem acentos nem espaços); depois use "/images/img-2034.jpg" nos textos',
        },
      ]),
    );
  });
});
