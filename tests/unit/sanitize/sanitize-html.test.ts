import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { sanitizePostHtml } from "../../../scripts/content/sanitize-html";

const hostile = readFileSync(join(import.meta.dirname, "../../fixtures/hostile-post.html"), "utf8");

describe("post HTML sanitiser (DOMPurify on jsdom)", () => {
  const { html, removed } = sanitizePostHtml(hostile);

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

  it("reports what it removed, for npm run check", () => {
    expect(removed).toEqual(expect.arrayContaining(["<script>", "<iframe>", "atributo onerror em <img>", "<form>"]));
  });

  it("leaves clean HTML untouched", () => {
    const clean = "<h2>Oração</h2><p>Senhor, <strong>obrigado</strong>.</p><ul><li>um</li></ul><blockquote>verso</blockquote>";
    expect(sanitizePostHtml(clean)).toEqual({ html: clean, removed: [] });
  });
});
