import { describe, expect, it } from "vitest";
import { createFixture, TEST_PAGE, TEST_PAGE_FILE } from "./fixture";

const file = TEST_PAGE_FILE;

/** Breaks the test page with one edit and returns the only problem it caused. */
async function onlyProblem(search: string, replacement: string) {
  const fixture = await createFixture();
  await fixture.edit(file, search, replacement);
  const problems = await fixture.newProblems();
  expect(problems).toHaveLength(1);
  return problems[0];
}

describe("syntax errors point at the bad character, in Portuguese", () => {
  it("trailing comma", async () => {
    expect(await onlyProblem(`"label": "Anos" }`, `"label": "Anos", }`)).toMatchObject({
      file,
      line: 20,
      column: 49,
      message: "vírgula sobrando antes de }: apague a vírgula",
    });
  });

  it("trailing comma in a list", async () => {
    expect(await onlyProblem(`"label": "Anos" }]`, `"label": "Anos" },]`)).toMatchObject({
      line: 20,
      column: 51,
      message: "vírgula sobrando antes de ]: apague a vírgula",
    });
  });

  it("curly quotes pasted from Word or WhatsApp", async () => {
    expect(await onlyProblem(`"title": "Olá"`, `"title": “Olá”`)).toMatchObject({
      file,
      line: 9,
      column: 16,
      message: 'aspas curvas “ — troque por aspas retas "',
    });
  });

  it("single quotes", async () => {
    const problem = await onlyProblem(`"title": "Olá"`, `"title": 'Olá'`);
    expect(problem).toMatchObject({ line: 9, column: 16 });
    expect(problem?.message).toContain("aspas simples '");
  });

  it("// comment", async () => {
    expect(await onlyProblem(`"id": "ola",`, `"id": "ola", // seção principal`)).toMatchObject({
      line: 8,
      column: 20,
      message: expect.stringContaining("comentários não são permitidos em JSON"),
    });
  });

  it("/* */ comment", async () => {
    expect(await onlyProblem(`"tone": "clara",`, `/* cor */ "tone": "clara",`)).toMatchObject({
      line: 19,
      column: 7,
      message: expect.stringContaining("comentários não são permitidos em JSON"),
    });
  });

  it("BOM at the start of the file", async () => {
    const problem = await onlyProblem(`{\n  "$schema"`, `\uFEFF{\n  "$schema"`);
    expect(problem).toMatchObject({ file, line: 1, column: 1, pointer: "" });
    expect(problem?.message).toContain("BOM");
  });

  it("missing comma between items: points where the comma goes", async () => {
    expect(await onlyProblem(`"id": "ola",`, `"id": "ola"`)).toMatchObject({
      line: 8,
      column: 18,
      message: expect.stringContaining("falta uma vírgula"),
    });
  });

  it("unclosed brace: points at the { that is never closed", async () => {
    expect(await onlyProblem(`"label": "Anos" }]`, `"label": "Anos" ]`)).toMatchObject({
      line: 20,
      column: 17,
      message: expect.stringContaining("a chave { aberta aqui não foi fechada"),
    });
  });

  it("unclosed string", async () => {
    expect(await onlyProblem(`"title": "Olá",`, `"title": "Olá,`)).toMatchObject({
      line: 9,
      column: 16,
      message: expect.stringContaining("texto sem aspas de fechamento"),
    });
  });

  it("empty file", async () => {
    expect(await onlyProblem(TEST_PAGE, "\n")).toMatchObject({
      file,
      line: 1,
      column: 1,
      message: expect.stringContaining("o arquivo está vazio"),
    });
  });

  it("duplicate key: points at the second one and names the first one's line", async () => {
    expect(await onlyProblem(`      "title": "Olá",\n`, `      "title": "Olá",\n      "title": "Oi",\n`)).toMatchObject({
      file,
      line: 10,
      column: 7,
      pointer: "/sections/0/title",
      message: 'campo "title" repetido: ele já aparece na linha 9 deste objeto. Apague um dos dois',
    });
  });
});
