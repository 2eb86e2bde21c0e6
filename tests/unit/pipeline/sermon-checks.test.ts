import { describe, expect, it } from "vitest";
import { formatContent } from "../../../src/engine/core/format/content-format";
import { loadSchemaSet } from "../../../src/engine/node/schema-registry";
import { createFixture, PROJECT_ROOT } from "./fixture";

const file = "site-content/sermons/2026-10-11-a-alma-que-espera.json";

describe("a sermon's passages, preacher and series", () => {
  it("a passage past the book's end is refused at its line, with what was probably meant", async () => {
    const fixture = await createFixture();
    await fixture.edit(file, `"Jo 3.16"`, `"Jo 30"`);
    const problems = await fixture.newProblems();
    expect(problems).toEqual([
      expect.objectContaining({
        file,
        line: 8,
        column: 32,
        pointer: "/passages/1",
        message: '"Jo 30": o capítulo 30 não existe: João tem 21 capítulos. Você quis dizer "Jó 30"? Confira o livro e o capítulo',
      }),
    ]);
  });

  it("a book that does not exist is refused with the book meant", async () => {
    const fixture = await createFixture();
    await fixture.edit(file, `"Jo 3.16"`, `"Jao 3:16"`);
    const [problem] = await fixture.newProblems();
    expect(problem?.message).toMatch(/^"Jao 3:16": não há livro da Bíblia chamado "Jao"\. Você quis dizer "João"\?/);
  });

  it("a preacher is a file of people/: a typo, or the name typed out, is met with the file meant", async () => {
    const fixture = await createFixture();
    await fixture.edit(file, `"preacher": "ruth-ferreira"`, `"preacher": "Pastora Ruth Ferreira"`);
    const problems = await fixture.newProblems();
    expect(problems).toEqual([expect.objectContaining({ file, line: 5, column: 15, pointer: "/preacher" })]);
    expect(problems[0]?.message).toMatch(
      /^"Pastora Ruth Ferreira" não está em site-content\/people\/\. Você quis dizer "ruth-ferreira" \(Pastora Ruth Ferreira\)\?/,
    );
  });

  it("a series is a file of series/, and two sermons cannot be the same part of it", async () => {
    const fixture = await createFixture();
    await fixture.edit(file, `"series": "salmos-de-confianca"`, `"series": "salmos-de-confiança"`);
    expect((await fixture.newProblems()).map((problem) => problem.pointer)).toEqual(["/series"]);
    await fixture.edit(file, `"series": "salmos-de-confiança"`, `"series": "salmos-de-confianca"`);
    await fixture.edit(file, `"part": 2`, `"part": 1`);
    const [repeated] = await fixture.newProblems();
    expect(repeated).toMatchObject({ file, pointer: "/part" });
    expect(repeated?.message).toMatch(/^a parte 1 da série "salmos-de-confianca" já é site-content\/sermons\/2026-10-04-o-senhor-e-o-meu-pastor\.json/);
  });

  it("notes are checked like a post's body, at the notes, quoting the words", async () => {
    const fixture = await createFixture();
    await fixture.edit("site-content/sermons/2026-10-04-o-senhor-e-o-meu-pastor.json", "[agenda](/agenda)", "[agenda](/agendas)");
    const [problem] = await fixture.newProblems();
    expect(problem?.pointer).toBe("/notes");
    expect(problem?.message).toMatch(/a página "\/agendas" não existe\. Você quis dizer "\/agenda"\?.*Trecho do texto: «/);
  });

  it("is stored with each passage in its one form by the editor and by check --fix", async () => {
    const schemas = await loadSchemaSet(PROJECT_ROOT);
    const written = formatContent(
      {
        $schema: "../../schemas/content/sermon.schema.json",
        title: "T",
        date: "2026-10-11",
        preacher: "a",
        summary: "s",
        passages: ["Jo 3,16", "sl 23", "Jao 1"],
      },
      "content/sermon.schema.json",
      schemas.index,
    );
    expect(JSON.parse(written).passages).toEqual(["João 3:16", "Salmos 23", "Jao 1"]);
  });
});
