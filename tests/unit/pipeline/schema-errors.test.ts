import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createFixture, positionOf, PROJECT_ROOT, TEST_PAGE_FILE } from "./fixture";

const file = TEST_PAGE_FILE;

function readSchema(path: string) {
  return JSON.parse(readFileSync(join(PROJECT_ROOT, "schemas", path), "utf8")) as {
    properties: Record<string, { const?: string; description?: string }>;
  };
}

// Read from the block folder, independently of how the loader reads page.schema.json's oneOf.
const blockTypes = readdirSync(join(PROJECT_ROOT, "schemas/blocks"))
  .map((name) => readSchema(`blocks/${name}`).properties.type?.const)
  .sort()
  .join(", ");

async function onlyProblem(search: string, replacement: string, target = file) {
  const fixture = await createFixture();
  await fixture.edit(target, search, replacement);
  const problems = await fixture.newProblems();
  expect(problems).toHaveLength(1);
  return { problem: problems[0], fixture };
}

describe("schema errors: one pt-BR message per mistake, at the right node", () => {
  it("unknown block type suggests the closest one and lists the valid types", async () => {
    const { problem } = await onlyProblem(`"type": "hero"`, `"type": "heor"`);
    expect(problem).toEqual({
      file,
      line: 7,
      column: 15,
      pointer: "/sections/0/type",
      message: `tipo de bloco desconhecido "heor". Você quis dizer "hero"? Tipos válidos: ${blockTypes}`,
    });
  });

  it("unknown key points at the key, suggests the field and is not doubled by 'missing title'", async () => {
    const { problem } = await onlyProblem(`"title": "Olá"`, `"titel": "Olá"`);
    expect(problem).toMatchObject({ file, line: 9, column: 7, pointer: "/sections/0/titel" });
    expect(problem?.message).toMatch(/^campo desconhecido "titel"\. Você quis dizer "title"\? Campos válidos aqui: type, id, .*title/);
  });

  it("missing required field names it with its description from the schema", async () => {
    const { problem } = await onlyProblem(`      "title": "Olá",\n`, "");
    const description = readSchema("blocks/hero.schema.json").properties.title?.description;
    expect(problem).toEqual({
      file,
      line: 6,
      column: 5,
      pointer: "/sections/0",
      message: `falta o campo obrigatório "title": ${description}`,
    });
  });

  it("missing required field behind a $ref takes the referenced schema's description", async () => {
    const church = "site-content/churches/guarulhos.json";
    const fixture = await createFixture();
    const { address: _address, ...without } = JSON.parse(await fixture.read(church)) as Record<string, unknown>;
    await fixture.write(church, `${JSON.stringify(without, null, 2)}\n`);
    const problems = await fixture.newProblems();
    expect(problems).toEqual([expect.objectContaining({ file: church, pointer: "", line: 1, column: 1 })]);
    expect(problems[0]?.message).toMatch(
      /^falta o campo obrigatório "address": Onde a igreja se reúne: rua e número, bairro, cidade, estado, CEP e as coordenadas do templo\./,
    );
  });

  it("bad enum value suggests the closest value", async () => {
    const { problem } = await onlyProblem(`"tone": "clara"`, `"tone": "clarra"`);
    expect(problem).toEqual({
      file,
      line: 19,
      column: 15,
      pointer: "/sections/1/tone",
      message: 'valor "clarra" não permitido. Você quis dizer "clara"? Valores válidos: clara, escura',
    });
  });

  it("text too short counts the letters", async () => {
    const { problem } = await onlyProblem(`"title": "Página de teste"`, `"title": "P"`);
    expect(problem).toMatchObject({
      line: 3,
      column: 12,
      pointer: "/title",
      message: "texto curto demais: tem 1 letra, o mínimo é 2",
    });
  });

  it("wrong type", async () => {
    const { problem } = await onlyProblem(`"title": "Olá"`, `"title": 5`);
    expect(problem).toMatchObject({
      line: 9,
      column: 16,
      message: "tipo errado: aqui vai um texto entre aspas, mas está um número",
    });
  });

  it("pattern uses the schema's patternErrorMessage", async () => {
    const { problem, fixture } = await onlyProblem(
      `"url": "https://www.montecalvario.org.br"`,
      `"url": "https://www.montecalvario.org.br/"`,
      "site-content/site.json",
    );
    const text = await fixture.read("site-content/site.json");
    expect(problem).toEqual({
      file: "site-content/site.json",
      ...positionOf(text, `"https://www.montecalvario.org.br/"`),
      pointer: "/url",
      message:
        'use o endereço completo com https://, sem barra no final e sem ? ou # (ex.: "https://www.suaigreja.org.br" ou, num site de projeto do GitHub Pages, "https://nome.github.io/repositorio")',
    });
  });

  it("the state of a church's address is one of the Brazilian states", async () => {
    const { problem } = await onlyProblem(`"state": "SP"`, `"state": "sp"`, "site-content/churches/guarulhos.json");
    expect(problem).toMatchObject({ pointer: "/address/state" });
    expect(problem?.message).toMatch(/^valor "sp" não permitido\. Você quis dizer "SP"\?/);
  });
});
