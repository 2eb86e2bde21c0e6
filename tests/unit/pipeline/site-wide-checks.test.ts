import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createFixture, positionOf, TEST_PAGE, TEST_PAGE_FILE } from "./fixture";

const file = TEST_PAGE_FILE;
const SECOND_PAGE = "site-content/pages/visita.json";

/** A category some real post has, read from the fixture so the test does not depend on today's posts. */
async function realCategory(root: string): Promise<string> {
  const posts = (await readdir(join(root, "site-content/posts"))).filter((name) => name.endsWith(".json"));
  const post = JSON.parse(await readFile(join(root, "site-content/posts", posts[0] ?? ""), "utf8")) as { category: string };
  return post.category;
}

describe("links that filter the blog by category (?category=)", () => {
  it("a category no post has is refused at the link, with the categories that exist", async () => {
    const fixture = await createFixture();
    await fixture.edit(file, `"/teste#ola"`, `"/blog?category=Miss%C3%B5es"`);
    const problems = await fixture.newProblems();
    expect(problems).toEqual([expect.objectContaining({ file, line: 11, column: 39, pointer: "/sections/0/actions/0/href" })]);
    const category = await realCategory(fixture.root);
    expect(problems[0]?.message).toMatch(/^nenhum artigo tem a categoria "Missões": o filtro mostraria uma lista vazia\. /);
    expect(problems[0]?.message).toContain(`Categorias com artigos: `);
    expect(problems[0]?.message).toContain(category);
  });

  it("a near miss gets a suggestion; an existing category (encoded or not) passes", async () => {
    const fixture = await createFixture();
    const category = await realCategory(fixture.root);
    const typo = category.toLowerCase();
    await fixture.edit(file, `"/teste#ola"`, `"/blog?category=${typo}#artigos"`);
    await fixture.edit(file, `"#numeros"`, `"/blog?category=${encodeURIComponent(category)}"`);
    const problems = await fixture.newProblems();
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file, line: 11, column: 39, pointer: "/sections/0/actions/0/href" });
    expect(problems[0]?.message).toContain(`Você quis dizer "${category}"?`);
  });

  it("the filter on a page without the blog list says where it works", async () => {
    const fixture = await createFixture();
    await fixture.edit(file, `"#numeros"`, `"/teste?category=Avisos"`);
    const problems = await fixture.newProblems();
    expect(problems).toEqual([
      {
        file,
        line: 12,
        column: 36,
        pointer: "/sections/0/actions/1/href",
        message: expect.stringMatching(
          /^o filtro \?category= só funciona na página com a lista de artigos \(bloco "post-list"\): use "\/blog\?category=\.\.\."/,
        ),
      },
    ]);
  });
});

describe("site.json menu entries", () => {
  it("an entry to a page that does not exist points at the entry's href", async () => {
    const fixture = await createFixture();
    await fixture.edit("site-content/site.json", `"nav": [`, `"nav": [\n    { "label": "Retiro", "href": "/retiro" },`);
    const text = await fixture.read("site-content/site.json");
    expect(await fixture.newProblems()).toEqual([
      {
        file: "site-content/site.json",
        ...positionOf(text, `"/retiro"`),
        pointer: "/nav/0/href",
        message: expect.stringMatching(/^a página "\/retiro" não existe\. .*Confira o endereço: cada página é um arquivo em site-content\/pages\/$/),
      },
    ]);
  });
});

describe("each page and post has its own title, each page its own description", () => {
  it("a repeated title (ignoring case and spacing) is reported on both files, each naming the other", async () => {
    const fixture = await createFixture();
    const copy = TEST_PAGE.replace('"title": "Página de teste"', '"title": "página  de TESTE"').replace(
      "Uma página usada só pelos testes",
      "Outra página usada só pelos testes",
    );
    await fixture.write(SECOND_PAGE, copy);
    // Problems come sorted by file: the test page (teste.json) before the copy.
    expect(await fixture.newProblems()).toEqual([
      expect.objectContaining({
        file: "site-content/pages/teste.json",
        pointer: "/title",
        message: expect.stringContaining(`título repetido: ${SECOND_PAGE} já usa "Página de teste"`),
      }),
      {
        file: SECOND_PAGE,
        line: 3,
        column: 12,
        pointer: "/title",
        message:
          'título repetido: site-content/pages/teste.json já usa "página  de TESTE". Dê a esta página um título próprio, para não se confundir com o outro na aba do navegador e no Google',
      },
    ]);
  });

  it("a repeated description is reported on both pages", async () => {
    const fixture = await createFixture();
    await fixture.write(SECOND_PAGE, TEST_PAGE.replace('"title": "Página de teste"', '"title": "Visite a igreja"'));
    expect(await fixture.newProblems()).toEqual([
      expect.objectContaining({ file: "site-content/pages/teste.json", pointer: "/description" }),
      {
        file: SECOND_PAGE,
        line: 4,
        column: 18,
        pointer: "/description",
        message:
          "descrição repetida: site-content/pages/teste.json já usa este mesmo texto. Escreva um resumo próprio desta página (ele aparece no Google e quando o link é compartilhado)",
      },
    ]);
  });

  it("a post with a page's title is refused too: both show it in the browser tab", async () => {
    const fixture = await createFixture();
    const posts = (await readdir(join(fixture.root, "site-content/posts"))).filter((name) => name.endsWith(".json"));
    const post = `site-content/posts/${posts[0] ?? ""}`;
    const text = (await fixture.read(post)).replace(/"title": "[^"]*"/, '"title": "Página de teste"');
    await fixture.write(post, text);
    const problems = await fixture.newProblems();
    expect(problems.map(({ file, pointer }) => `${file} ${pointer}`).sort()).toEqual([`${post} /title`, `${TEST_PAGE_FILE} /title`].sort());
    expect(problems.find(({ file }) => file === post)?.message).toMatch(
      /^título repetido: site-content\/pages\/teste\.json já usa "Página de teste"\. Dê a este artigo um título próprio/,
    );
  });
});
