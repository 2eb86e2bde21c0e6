import { describe, expect, it } from "vitest";
import { createFixture, positionOf, TEST_PAGE, TEST_PAGE_FILE } from "./fixture";

const file = TEST_PAGE_FILE;

async function problemsAfter(...edits: [string, string][]) {
  const fixture = await createFixture();
  for (const [search, replacement] of edits) await fixture.edit(file, search, replacement);
  return fixture.newProblems();
}

async function onlyProblem(search: string, replacement: string) {
  const problems = await problemsAfter([search, replacement]);
  expect(problems).toHaveLength(1);
  return problems[0];
}

describe("cross-checks JSON Schema cannot express", () => {
  it("broken internal link suggests the closest route", async () => {
    const problem = await onlyProblem(`"/teste#ola"`, `"/testes#ola"`);
    expect(problem).toMatchObject({ file, line: 11, column: 39, pointer: "/sections/0/actions/0/href" });
    expect(problem?.message).toMatch(/^a página "\/testes" não existe\. Você quis dizer "\/teste"\?/);
  });

  it("link to a section id that the target page lacks", async () => {
    const problem = await onlyProblem(`"#numeros"`, `"#numero"`);
    expect(problem).toMatchObject({ line: 12, column: 36, pointer: "/sections/0/actions/1/href" });
    expect(problem?.message).toBe('a seção "#numero" não existe na página /teste. Você quis dizer "#numeros"? Seções com id nessa página: ola, numeros');
  });

  it("link with a query and a fragment to another page", async () => {
    expect(await problemsAfter([`"/teste#ola"`, `"/teste?assunto=Oi#numeros"`])).toEqual([]);
  });

  it("javascript: links are refused with a clear message (and only that one)", async () => {
    const problem = await onlyProblem(`"#numeros"`, `"javascript:alert(1)"`);
    expect(problem).toMatchObject({ line: 12, column: 36, pointer: "/sections/0/actions/1/href" });
    expect(problem?.message).toMatch(/^links "javascript:" não são permitidos: eles podem executar código/);
  });

  it.each(["//mal.example/x", "/\\mal.example/x"])("%s is another site, not a page: refused", async (href) => {
    const problem = await onlyProblem(`"#numeros"`, JSON.stringify(href));
    expect(problem).toMatchObject({ line: 12, column: 36, pointer: "/sections/0/actions/1/href" });
    expect(problem?.message).toBe(`links que começam com ${href.slice(0, 2)} não são permitidos: escreva o endereço completo com https://`);
  });

  it("an event's page is a link target like a page; an event the content lacks is refused", async () => {
    expect(await problemsAfter([`"/teste#ola"`, `"/agenda/clamor-pelas-nacoes"`])).toEqual([]);
    const problem = await onlyProblem(`"/teste#ola"`, `"/agenda/clamor-pelas-nacao"`);
    expect(problem?.message).toMatch(/^a página "\/agenda\/clamor-pelas-nacao" não existe\. Você quis dizer "\/agenda\/clamor-pelas-nacoes"\?/);
  });

  it("generated files are valid link targets", async () => {
    expect(await problemsAfter([`"/teste#ola"`, `"/agenda.ics"`])).toEqual([]);
  });

  it("missing image suggests the closest file", async () => {
    const problem = await onlyProblem(`"/images/teste-foto.jpg"`, `"/images/teste-fotos.jpg"`);
    expect(problem).toMatchObject({ line: 14, column: 25, pointer: "/sections/0/image/src" });
    expect(problem?.message).toContain(
      'imagem não encontrada: o arquivo site-content/images/teste-fotos.jpg não existe. Você quis dizer "/images/teste-foto.jpg"?',
    );
  });

  it("image with the wrong case names the real file", async () => {
    const problem = await onlyProblem(`"/images/teste-foto.jpg"`, `"/images/Teste-Foto.jpg"`);
    expect(problem).toMatchObject({ line: 14, column: 25, pointer: "/sections/0/image/src" });
    expect(problem?.message).toContain('o arquivo se chama "teste-foto.jpg" (maiúsculas e minúsculas contam)');
  });

  it("section ids are unique within a page: the second use is told, with the first one's line", async () => {
    const problems = await problemsAfter([`"id": "numeros"`, `"id": "ola"`], [`"#numeros"`, `"#ola"`]);
    expect(problems).toEqual([
      {
        file,
        line: 18,
        column: 13,
        pointer: "/sections/1/id",
        message: `"ola" já está no item 1 desta lista ("id"): cada item precisa do seu próprio "id", para quem visita o site distinguir um do outro. Mude um dos dois, ou apague o que sobrou de uma cópia (o primeiro está na linha ${positionOf(TEST_PAGE, '"id": "ola"').line})`,
      },
    ]);
  });

  it("page file names must be lowercase kebab-case", async () => {
    const fixture = await createFixture();
    await fixture.write("site-content/pages/Sobre Nós.json", TEST_PAGE);
    const problems = await fixture.newProblems();
    expect(problems).toEqual([expect.objectContaining({ file: "site-content/pages/Sobre Nós.json", line: 1, column: 1, pointer: "" })]);
    expect(problems[0]?.message).toMatch(/^nome de arquivo inválido "Sobre Nós\.json": use só letras minúsculas/);
  });

  it("a page cannot take an address the build writes a folder at (the editor's /admin)", async () => {
    const fixture = await createFixture();
    const page = TEST_PAGE.replace('"title": "Página de teste"', '"title": "Administração"').replace("Uma página usada", "Outra página usada");
    await fixture.write("site-content/pages/admin.json", page);
    const problems = await fixture.newProblems();
    expect(problems).toEqual([expect.objectContaining({ file: "site-content/pages/admin.json", line: 1, column: 1, pointer: "" })]);
    expect(problems[0]?.message).toBe(
      'o nome "admin" não pode ser usado: o endereço /admin já é o editor do site (/admin). Dê outro nome ao arquivo (ele vira o endereço da página)',
    );
  });

  it("404.json must exist", async () => {
    const fixture = await createFixture();
    await fixture.remove("site-content/pages/404.json");
    expect(await fixture.newProblems()).toContainEqual({
      file: "site-content/pages/404.json",
      line: 1,
      column: 1,
      pointer: "",
      message: 'falta a página de "não encontrada" (404): crie o arquivo site-content/pages/404.json (pode copiar outro como modelo)',
    });
  });

  it("site.json nav links resolve like any other link", async () => {
    const fixture = await createFixture();
    await fixture.edit("site-content/site.json", `"href": "/sobre"`, `"href": "/sobree"`);
    const problems = await fixture.newProblems();
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({
      file: "site-content/site.json",
      pointer: expect.stringMatching(/^\/nav\/\d+\/href$/),
    });
    expect(problems[0]?.message).toContain('Você quis dizer "/sobre"?');
  });
});
