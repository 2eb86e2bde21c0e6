import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Removal } from "../../../src/engine/core/posts/sanitize-html";
import { sanitizePostHtml } from "../../../src/engine/node/sanitize-on-jsdom";

const fixture = (name: string) => readFileSync(join(import.meta.dirname, "../../fixtures", name), "utf8");
const SITE = { siteOrigin: "https://www.montecalvario.org.br" };
const clean = (html: string) => sanitizePostHtml(html, SITE);
const removals = (list: Removal[]) => list.map(({ what, at }) => `${at.line}:${at.column} ${what}`);

describe("post HTML sanitiser (DOMPurify on jsdom)", () => {
  const { html, removed } = clean(fixture("hostile-post.html"));

  it("keeps the legitimate text and structure", () => {
    expect(html).toContain("<h2>Explicação</h2>");
    expect(html).toContain("Texto legítimo que deve continuar aparecendo depois da limpeza.");
    expect(html).toContain("Fim do texto legítimo.");
  });

  it("drops every element and attribute that can run code, load frames or restyle the page", () => {
    expect(html).not.toMatch(/<(script|iframe|object|embed|base|meta|link|form|input|button|style|svg|math|template|noscript)\b/i);
    expect(html).not.toMatch(/\son\w+\s*=/i);
    expect(html).not.toMatch(/javascript:|vbscript:|data:text/i);
    expect(html).not.toMatch(/\sstyle=/i);
    expect(html).not.toContain("__pwned");
  });

  it("prefixes ids and names so content cannot clobber the page's own elements", () => {
    expect(html).not.toMatch(/id="(conteudo|route-data)"/);
    expect(html).toContain('id="user-content-route-data"');
    expect(html).not.toMatch(/name="getElementById"/);
  });

  it("opens external links in a new tab without the opener", () => {
    expect(html).toContain('<a href="https://exemplo.org/fora" id="user-content-fora" target="_blank" rel="noopener noreferrer">');
  });

  it("reports each removal at its line and column in the .html file", () => {
    expect(removals(removed)).toEqual(
      expect.arrayContaining(["3:1 <script>", "4:50 atributo onerror em <img>", "6:4 atributo href em <a>", "14:1 <iframe>", "16:1 <form>", "19:35 <meta>"]),
    );
  });

  it("leaves clean HTML untouched", () => {
    const plain = "<h2>Oração</h2><p>Senhor, <strong>obrigado</strong>.</p><ul><li>um</li></ul><blockquote>verso</blockquote>";
    expect(clean(plain)).toMatchObject({ html: plain, removed: [] });
  });
});

describe("what a post may keep", () => {
  it("keeps harmless attributes that are not URLs (tables, lists, language, dates, image size)", () => {
    const kept = [
      '<table><tbody><tr><th scope="col" colspan="2" rowspan="1">Culto</th></tr></tbody></table>',
      '<ol start="3" reversed=""><li>três</li></ol>',
      '<p lang="en" dir="ltr">grace</p>',
      '<p><time datetime="2026-09-06">6/9</time></p>',
      '<img src="/images/a.jpg" alt="Campo" width="1200" height="630" loading="lazy">',
    ].join("");
    expect(clean(kept)).toMatchObject({ html: kept, removed: [] });
  });

  it("holds URL attributes to https, http, mailto, tel, /path and #fragment", () => {
    const allowed =
      '<a href="https://a.org/">a</a><a href="http://a.org/">b</a><a href="mailto:x@a.org">c</a><a href="tel:+5511999999999">d</a><a href="/sobre">e</a><blockquote cite="https://a.org/q">f</blockquote>';
    expect(clean(allowed).removed).toEqual([]);
    for (const href of ["ftp://a.org/x", "sms:+5511", "relativo.html", "data:text/html,x", " javascript:alert(1)"]) {
      expect(clean(`<a href="${href}">x</a>`).html, href).toBe("<a>x</a>");
    }
  });

  it("allows data: only for <img src> with a raster image type", () => {
    expect(clean('<img src="data:image/png;base64,iVBORw0KGgo=" alt="p">').html).toContain('src="data:image/png;base64,iVBORw0KGgo="');
    expect(clean('<img src="data:image/svg+xml;base64,PHN2Zz4=" alt="s">').html).toBe('<img alt="s">');
    expect(clean('<a href="data:image/png;base64,iVBORw0KGgo=">p</a>').html).toBe("<a>p</a>");
  });
});

describe("links that only look site-relative", () => {
  it.each(["/\\mal.example/x", "//mal.example/x", "/\t/mal.example/x", "/\\\\mal.example"])("%j is not a path on this site", (href) => {
    const result = clean(`<p><a href="${href}">fora</a></p>`);
    expect(result.html).toBe("<p><a>fora</a></p>");
    expect(removals(result.removed)).toEqual(["1:7 atributo href em <a>"]);
  });

  it("decides 'external' by resolving against the site's origin, not by the scheme", () => {
    const own = clean('<a href="https://www.montecalvario.org.br/contato" target="_blank">contato</a>');
    expect(own.html).toBe('<a href="https://www.montecalvario.org.br/contato">contato</a>');
    const other = clean('<a href="HTTPS://exemplo.org/x">x</a><a href="/blog/1" target="_blank">y</a>');
    expect(other.html).toBe('<a href="HTTPS://exemplo.org/x" target="_blank" rel="noopener noreferrer">x</a><a href="/blog/1">y</a>');
  });
});

describe("markup the parser would hoist to <head>", () => {
  it("reports a <script>, <meta>, <base>, <link>, <title>, <style> or <template> at the very start", () => {
    const result = clean(fixture("hostile-post-leading.html"));
    expect(removals(result.removed).slice(0, 7)).toEqual([
      "1:1 <script>",
      "2:1 <meta>",
      "3:1 <base>",
      "4:1 <link>",
      "5:1 <title>",
      "6:1 <style>",
      "7:1 <template>",
    ]);
    expect(result.html.startsWith('<h2 id="user-content-oracao">Oração</h2>')).toBe(true);
  });

  it.each(["<script>alert(1)</script>", '<meta http-equiv="refresh" content="0;url=https://mal.example">', '<base href="https://mal.example/">'])(
    "%s as the first thing",
    (first) => {
      expect(clean(`${first}<p>texto</p>`)).toMatchObject({ html: "<p>texto</p>", removed: [{ at: { line: 1, column: 1 } }] });
    },
  );
});

describe("in-page links", () => {
  it("follow the prefixed ids, so #oracao still scrolls to the heading", () => {
    const { html, anchors } = clean('<p><a href="#ora%C3%A7%C3%A3o">ir</a> <a href="#fim">fim</a></p><h2 id="oração">Oração</h2><a name="fim"></a>');
    expect(html).toBe(
      '<p><a href="#user-content-ora%C3%A7%C3%A3o">ir</a> <a href="#user-content-fim">fim</a></p><h2 id="user-content-oração">Oração</h2><a name="user-content-fim"></a>',
    );
    expect(anchors).toEqual(["oração", "fim"]);
  });

  it("leave a fragment this post does not declare as written (the check reports it)", () => {
    expect(clean('<a href="#nada">x</a>').html).toBe('<a href="#nada">x</a>');
  });
});
