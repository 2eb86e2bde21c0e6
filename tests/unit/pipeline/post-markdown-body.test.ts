import { mainServices } from "../../../src/engine/core/facts/fact-placeholders";
import { beforeAll, describe, expect, it } from "vitest";
import { loadSiteContent } from "../../../src/engine/node/load-content";
import { sanitizePostHtml } from "../../../src/engine/node/sanitize-on-jsdom";
import { formatTime } from "../../../src/lib/time";
import { createFixture, positionOf } from "./fixture";

const JSON_FILE = "site-content/posts/2099-01-artigo-de-teste.json";
const HTML_FILE = "site-content/posts/2099-01-artigo-de-teste.html";
const SLUG = "2099-01-artigo-de-teste";

/** A post owned by the tests, its text in "body" (Markdown), written the way the site editor writes it. */
function postJson(body?: string): string {
  const post = {
    $schema: "../../schemas/content/post.schema.json",
    id: 901,
    title: "Artigo de teste",
    excerpt: "Provai todas as coisas; retende o que é bom.",
    versiculoChave: "1 Tessalonicenses 5:21",
    author: "Equipe de Testes",
    date: "2099-01-01",
    readTime: "2 min",
    category: "Mês Profético",
    ...(body === undefined ? {} : { body }),
  };
  return `${JSON.stringify(post, null, 2)}\n`;
}

/** Where the editor's text starts in the JSON file: the opening quote of the "body" value. */
function bodyValueAt(json: string): { line: number; column: number } {
  const key = positionOf(json, '"body": "');
  return { line: key.line, column: key.column + '"body": '.length };
}

const BODY = `<h2 id="inicio">Início</h2>

> “Provai todas as coisas; retende o que é bom.” (1 Tessalonicenses 5:21)

Fale com a [secretaria](/contato), [volte ao começo](#inicio) ou leia um [estudo](https://exemplo.org/estudo). Isto é **negrito** e *itálico*.

## Explicação

### Um subtítulo

- Primeiro item
- Segundo item

1. Um
2. Dois

![Campo ao amanhecer](/images/mes-profetico-01.jpg)
`;

async function withPost(body: string | undefined, html?: string) {
  const fixture = await createFixture();
  const json = postJson(body);
  await fixture.write(JSON_FILE, json);
  if (html !== undefined) await fixture.write(HTML_FILE, html);
  return { fixture, json };
}

describe("a post's body written in Markdown, in its JSON", () => {
  // jsdom starts once per worker, here, not inside the first test's time.
  beforeAll(() => void sanitizePostHtml("<p>aquecer</p>", { siteOrigin: "https://www.montecalvario.org.br" }), 60_000);

  it("is published as HTML: headings, quotes, lists, links, emphasis and pictures, with raw HTML allowed", async () => {
    const { fixture } = await withPost(BODY);
    expect(await fixture.newProblems()).toEqual([]);
    const result = await loadSiteContent(fixture.root);
    const html = result.ok ? result.content.posts.find((post) => post.slug === SLUG)?.html : undefined;
    expect(html).toBeDefined();
    for (const expected of [
      '<h2 id="user-content-inicio">Início</h2>',
      "<blockquote>\n<p>“Provai todas as coisas; retende o que é bom.” (1 Tessalonicenses 5:21)</p>\n</blockquote>",
      '<a href="/contato">secretaria</a>',
      '<a href="#user-content-inicio">volte ao começo</a>',
      '<a href="https://exemplo.org/estudo" target="_blank" rel="noopener noreferrer">estudo</a>',
      "<strong>negrito</strong> e <em>itálico</em>",
      "<h2>Explicação</h2>",
      "<h3>Um subtítulo</h3>",
      "<ul>\n<li>Primeiro item</li>\n<li>Segundo item</li>\n</ul>",
      "<ol>\n<li>Um</li>\n<li>Dois</li>\n</ol>",
      '<img src="/images/mes-profetico-01.jpg" alt="Campo ao amanhecer">',
    ])
      expect(html).toContain(expected);
    // The Markdown itself never reaches the pages' data.
    expect(JSON.stringify(result.ok && result.content.posts)).not.toContain("**negrito**");
  });

  it("refuses hostile HTML with the errors a .html body gets, each at the body's line and column, quoting the text", async () => {
    const body = `<p style="color:red">Oi</p>\n\nTchau <img src="/images/mes-profetico-01.jpg" alt="x" onerror="alert(1)">\n\n- um [clique](javascript:alert(1))\n\n<script>alert(1)</script>\n`;
    const { fixture, json } = await withPost(body);
    const result = await loadSiteContent(fixture.root);
    expect(result.ok).toBe(false);
    const at = bodyValueAt(json);
    expect(result.notes.filter((note) => note.file === JSON_FILE)).toEqual([
      {
        file: JSON_FILE,
        ...at,
        message:
          '/body: removido por segurança: atributo style em <p>. O site publica o artigo sem isso; apague-o do texto para este aviso sumir. Trecho do texto: «<p style="color:red">Oi</p>»',
      },
    ]);
    const problems = result.ok ? [] : result.problems.filter((problem) => problem.file === JSON_FILE);
    expect(problems.map((p) => [p.line, p.column, p.pointer, p.message.split(".")[0]])).toEqual([
      [at.line, at.column, "/body", "código ou endereço perigoso: atributo onerror em <img>"],
      [at.line, at.column, "/body", "código ou endereço perigoso: atributo href em <a>"],
      [at.line, at.column, "/body", "código ou endereço perigoso: <script>"],
    ]);
    expect(problems.map((p) => p.message.split("Trecho do texto: ")[1])).toEqual([
      '«…src="/images/mes-profetico-01.jpg" alt="x" onerror="alert(1)">»',
      "«- um [clique](javascript:alert(1))»",
      "«<script>alert(1)</script>»",
    ]);
  });

  it("checks links and pictures like a .html body, at the body, quoting the line they are on", async () => {
    const body = "## Início\n\nFale com a [secretaria](/contatoo).\n\n![Foto](/images/nao-existe.jpg)\n\n![Outra](https://exemplo.org/foto.jpg)\n";
    const { fixture, json } = await withPost(body);
    const problems = await fixture.newProblems();
    const at = bodyValueAt(json);
    expect(problems).toEqual([
      {
        file: JSON_FILE,
        ...at,
        pointer: "/body",
        message: expect.stringMatching(
          /^a página "\/contatoo" não existe\. Você quis dizer "\/contato"\?.*Trecho do texto: «Fale com a \[secretaria\]\(\/contatoo\)\.»$/,
        ),
      },
      {
        file: JSON_FILE,
        ...at,
        pointer: "/body",
        message: expect.stringMatching(
          /^imagem não encontrada: o arquivo site-content\/images\/nao-existe\.jpg não existe.*Trecho do texto: «!\[Foto\]\(\/images\/nao-existe\.jpg\)»$/,
        ),
      },
      {
        file: JSON_FILE,
        ...at,
        pointer: "/body",
        message: expect.stringMatching(/^imagem de outro site: .*Trecho do texto: «!\[Outra\]\(https:\/\/exemplo\.org\/foto\.jpg\)»$/),
      },
    ]);
  });

  it("reports markup that would swallow the text after it, where the loss starts", async () => {
    // A blank line ends a block of raw HTML, which protects the paragraphs after it; inside one block, the trap works.
    const paragraphs = Array.from({ length: 6 }, (_, i) => `<p>Parágrafo legítimo número ${i + 1}, que precisa chegar ao leitor.</p>`).join("\n");
    const body = `Início do artigo.\n\n<div>\n<noscript><p title="</noscript><img src=x onerror=alert(1)>">\n${paragraphs}\n</div>\n`;
    const { fixture, json } = await withPost(body);
    const result = await loadSiteContent(fixture.root);
    const loss = result.ok ? undefined : result.problems.find((problem) => problem.message.includes("sumiriam do site"));
    expect(loss).toMatchObject({
      file: JSON_FILE,
      ...bodyValueAt(json),
      pointer: "/body",
      message: expect.stringMatching(
        /^\d+ caracteres de texto sumiriam do site a partir daqui \(«Parágrafo legítimo número 1.*Trecho do texto: «<p>Parágrafo legítimo número 1, que precisa chegar ao leitor\.<\/p>»$/,
      ),
    });
  });

  it("fills fact placeholders, and refuses unknown ones at the body, like any text of a JSON file", async () => {
    const filled = await withPost("Venha no domingo às {culto-domingo}.\n");
    const result = await loadSiteContent(filled.fixture.root);
    const sunday = result.ok ? mainServices(result.content.churches).find((service) => service.day === "domingo") : undefined;
    expect(result.ok && result.content.posts.find((post) => post.slug === SLUG)?.html).toBe(`<p>Venha no domingo às ${formatTime(sunday?.time ?? "")}.</p>`);
    const unknown = await withPost("Venha no domingo às {culto-domingoo}.\n");
    expect(await unknown.fixture.newProblems()).toEqual([
      expect.objectContaining({
        file: JSON_FILE,
        ...bodyValueAt(unknown.json),
        pointer: "/body",
        message: expect.stringMatching(/^marcador desconhecido "\{culto-domingoo\}"/),
      }),
    ]);
  });
});

describe("a post has its text in one place", () => {
  it("both a body and a .html file: an error at the body, naming both and how to keep one", async () => {
    const { fixture, json } = await withPost("Texto no JSON.\n", "<p>Texto no .html.</p>\n");
    expect(await fixture.newProblems()).toEqual([
      {
        file: JSON_FILE,
        ...positionOf(json, '"body"'),
        pointer: "/body",
        message: `o texto deste artigo está em dois lugares: aqui, no campo "body", e no arquivo ${HTML_FILE}. O site não sabe qual publicar: fique com um só. Se o texto certo é o daqui (o do editor do site), apague ${HTML_FILE}; se é o do .html, apague o campo "body" deste arquivo`,
      },
    ]);
  });

  it("neither: the missing-text error names both ways of writing it", async () => {
    const { fixture } = await withPost(undefined);
    expect(await fixture.newProblems()).toEqual([
      {
        file: JSON_FILE,
        line: 1,
        column: 1,
        pointer: "",
        message: `falta o texto do artigo: escreva-o no campo "body" deste arquivo, em Markdown (no editor do site, é o campo "Texto da mensagem"), ou, para escrever em HTML à mão, crie ${HTML_FILE} (mesmo nome do .json, terminando em .html)`,
      },
    ]);
  });

  it("an empty body is no text: alone it is the missing text, at the body; beside a .html file the .html is the text", async () => {
    const empty = await withPost("  \n");
    expect(await empty.fixture.newProblems()).toEqual([
      expect.objectContaining({ file: JSON_FILE, ...bodyValueAt(empty.json), pointer: "/body", message: expect.stringMatching(/^falta o texto do artigo/) }),
    ]);
    const beside = await withPost("", "<p>Texto no .html.</p>\n");
    expect(await beside.fixture.newProblems()).toEqual([]);
    const result = await loadSiteContent(beside.fixture.root);
    expect(result.ok && result.content.posts.find((post) => post.slug === SLUG)?.html).toBe("<p>Texto no .html.</p>");
  });

  it("a body that renders to nothing is an empty text, at the body", async () => {
    const { fixture, json } = await withPost("<!-- só um comentário -->\n");
    expect(await fixture.newProblems()).toEqual([{ file: JSON_FILE, ...bodyValueAt(json), pointer: "/body", message: "o texto do artigo está vazio" }]);
  });
});
