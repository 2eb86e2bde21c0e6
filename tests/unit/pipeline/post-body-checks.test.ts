import { beforeAll, describe, expect, it } from "vitest";
import { loadSiteContent } from "../../../src/engine/node/load-content";
import { sanitizePostHtml } from "../../../src/engine/node/sanitize-on-jsdom";
import { createFixture, positionOf } from "./fixture";

const JSON_FILE = "site-content/posts/2099-01-artigo-de-teste.json";
const HTML_FILE = "site-content/posts/2099-01-artigo-de-teste.html";

/** A post owned by the tests, so positions never move when real posts are edited. */
const META = `{
  "$schema": "../../schemas/content/post.schema.json",
  "id": 901,
  "title": "Artigo de teste",
  "excerpt": "Provai todas as coisas; retende o que é bom.",
  "versiculoChave": "1 Tessalonicenses 5:21",
  "author": "Equipe de Testes",
  "date": "2099-01-01",
  "readTime": "2 min",
  "category": "Mês Profético"
}
`;

const BODY = `<h2 id="inicio">Início</h2>
<p>Fale com a <a href="/contato">secretaria</a>, leia <a href="/blog/901#inicio">o começo</a> ou <a href="#inicio">volte</a>.</p>
<p><a href="https://exemplo.org/estudo">Estudo em outro site</a> e <a href="mailto:contato@exemplo.org">e-mail</a>.</p>
<img src="/images/mes-profetico-01.jpg" alt="Campo ao amanhecer">
<img src="/images/mes-profetico-02.jpg" alt="">
<img src="data:image/png;base64,iVBORw0KGgo=" alt="Ponto">
`;

async function problemsWith(search: string, replacement: string) {
  const fixture = await createFixture();
  await fixture.write(JSON_FILE, META);
  await fixture.write(HTML_FILE, BODY);
  await fixture.edit(HTML_FILE, search, replacement);
  const text = await fixture.read(HTML_FILE);
  return { problems: await fixture.newProblems(), text };
}

describe("a post's body is checked like JSON content, at its line and column in the .html", () => {
  // The test post is new to the cache, so jsdom starts: once per worker, here, not inside the first test's time.
  beforeAll(() => void sanitizePostHtml("<p>aquecer</p>", { siteOrigin: "https://www.montecalvario.org.br" }), 60_000);

  it("the untouched test post is valid", async () => {
    expect((await problemsWith("Início</h2>", "Início</h2>")).problems).toEqual([]);
  });

  it("an internal link to a route that does not exist", async () => {
    const { problems, text } = await problemsWith(`href="/contato"`, `href="/contatoo"`);
    expect(problems).toEqual([
      {
        file: HTML_FILE,
        ...positionOf(text, `href="/contatoo"`),
        pointer: "",
        message: expect.stringMatching(/^a página "\/contatoo" não existe\. Você quis dizer "\/contato"\?/),
      },
    ]);
  });

  it("a link to an id the post does not have", async () => {
    const { problems, text } = await problemsWith(`href="#inicio"`, `href="#inico"`);
    expect(problems).toEqual([
      {
        file: HTML_FILE,
        ...positionOf(text, `href="#inico"`),
        pointer: "",
        message: 'o link "#inico" não leva a lugar nenhum: nenhum elemento deste artigo tem id="inico". Você quis dizer "#inicio"? Ids neste artigo: inicio',
      },
    ]);
  });

  it("an image that does not exist, and one whose name differs only in case", async () => {
    const missing = await problemsWith(`src="/images/mes-profetico-01.jpg"`, `src="/images/nao-existe.jpg"`);
    expect(missing.problems).toEqual([expect.objectContaining({ file: HTML_FILE, ...positionOf(missing.text, `src="/images/nao-existe.jpg"`) })]);
    expect(missing.problems[0]?.message).toMatch(/^imagem não encontrada: o arquivo site-content\/images\/nao-existe\.jpg não existe/);
    const cased = await problemsWith(`src="/images/mes-profetico-01.jpg"`, `src="/images/Mes-Profetico-01.jpg"`);
    expect(cased.problems[0]?.message).toContain('o arquivo se chama "mes-profetico-01.jpg" (maiúsculas e minúsculas contam)');
  });

  it('an image without alt (alt="" is a decorative image and is fine)', async () => {
    const { problems, text } = await problemsWith(
      `<img src="/images/mes-profetico-01.jpg" alt="Campo ao amanhecer">`,
      `<img src="/images/mes-profetico-01.jpg">`,
    );
    expect(problems).toEqual([
      {
        file: HTML_FILE,
        ...positionOf(text, `<img src="/images/mes-profetico-01.jpg">`),
        pointer: "",
        message: expect.stringMatching(/^imagem sem descrição: acrescente alt="\.\.\."/),
      },
    ]);
  });

  it("an image from another site, which the Content-Security-Policy would block", async () => {
    const { problems, text } = await problemsWith(`src="/images/mes-profetico-01.jpg"`, `src="https://exemplo.org/foto.jpg"`);
    expect(problems).toEqual([
      {
        file: HTML_FILE,
        ...positionOf(text, `src="https://exemplo.org/foto.jpg"`),
        pointer: "",
        message: expect.stringContaining("imagem de outro site: o navegador não vai mostrá-la"),
      },
    ]);
  });

  it("formatting the sanitiser drops is a warning; code, handlers and refused addresses are errors the editor must delete", async () => {
    const fixture = await createFixture();
    await fixture.write(JSON_FILE, META);
    const body = `<p style="color:red">Oi</p>\n<p>Tchau <img src="/images/mes-profetico-01.jpg" alt="x" onerror="alert(1)"></p>\n<p><a href="javascript:alert(1)">clique</a></p>\n<script>alert(1)</script>\n`;
    await fixture.write(HTML_FILE, body);
    const result = await loadSiteContent(fixture.root);
    expect(result.ok).toBe(false);
    expect(result.notes.filter((note) => note.file === HTML_FILE)).toEqual([
      {
        file: HTML_FILE,
        ...positionOf(body, "style="),
        message: "removido por segurança: atributo style em <p>. O site publica o artigo sem isso; apague-o do arquivo para este aviso sumir",
      },
    ]);
    const problems = result.ok ? [] : result.problems.filter((problem) => problem.file === HTML_FILE);
    expect(problems.map((p) => [p.line, p.column, p.message.split(".")[0]])).toEqual([
      [positionOf(body, "onerror=").line, positionOf(body, "onerror=").column, "código ou endereço perigoso: atributo onerror em <img>"],
      [positionOf(body, "href=").line, positionOf(body, "href=").column, "código ou endereço perigoso: atributo href em <a>"],
      [positionOf(body, "<script>").line, 1, "código ou endereço perigoso: <script>"],
    ]);
  });

  it("markup that would swallow the text after it is an error where the loss starts, saying how much", async () => {
    const fixture = await createFixture();
    await fixture.write(JSON_FILE, META);
    const paragraphs = Array.from({ length: 6 }, (_, i) => `<p>Parágrafo legítimo número ${i + 1}, que precisa chegar ao leitor.</p>`).join("\n");
    for (const trap of [
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
      "<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>",
    ]) {
      const body = `<p>Início do artigo.</p>\n${trap}\n${paragraphs}\n`;
      await fixture.write(HTML_FILE, body);
      const result = await loadSiteContent(fixture.root);
      const loss = result.ok ? undefined : result.problems.find((problem) => problem.message.includes("sumiriam do site"));
      expect(loss, trap).toMatchObject({
        file: HTML_FILE,
        line: 3,
        message: expect.stringMatching(/^\d+ caracteres de texto sumiriam do site a partir daqui \(«Parágrafo legítimo número 1/),
      });
    }
  });
});
