import { describe, expect, it } from "vitest";
import type { MarkdownButton } from "../../../src/editor/shared/decap-types";
import { MARKDOWN_BUTTONS, MARKDOWN_COMPONENTS } from "../../../src/editor/config/schema-fields";
import { compileMarkdown } from "../../../src/engine/core/posts/markdown-compile";
import { sanitizePostHtml } from "../../../src/engine/node/sanitize-on-jsdom";

/**
 * The rich-text toolbar of a Markdown field (a post's body) offers only what the site publishes: the
 * Markdown each button or "+" block writes is compiled and sanitised as a post body is, and must come
 * out with its element, unreported.
 */
const WRITES: Readonly<Record<MarkdownButton, [markdown: string, element: string]>> = {
  bold: ["Um **trecho**.", "<strong>trecho</strong>"],
  italic: ["Um *trecho*.", "<em>trecho</em>"],
  strikethrough: ["Um ~~trecho~~.", "<del>trecho</del>"],
  code: ["Um `trecho`.", "<code>trecho</code>"],
  link: ["Veja a [agenda](/agenda).", '<a href="/agenda">agenda</a>'],
  "heading-one": ["# Título", "<h1>Título</h1>"],
  "heading-two": ["## Título", "<h2>Título</h2>"],
  "heading-three": ["### Título", "<h3>Título</h3>"],
  "heading-four": ["#### Título", "<h4>Título</h4>"],
  "heading-five": ["##### Título", "<h5>Título</h5>"],
  "heading-six": ["###### Título", "<h6>Título</h6>"],
  quote: ["> Citação", "<blockquote>\n<p>Citação</p>\n</blockquote>"],
  "bulleted-list": ["- um\n- dois", "<ul>\n<li>um</li>\n<li>dois</li>\n</ul>"],
  "numbered-list": ["1. um\n2. dois", "<ol>\n<li>um</li>\n<li>dois</li>\n</ol>"],
};
const COMPONENTS: Readonly<Record<string, [markdown: string, element: string]>> = {
  image: ["![Campo ao amanhecer](/images/campo.jpg)", '<img src="/images/campo.jpg" alt="Campo ao amanhecer">'],
};

const published = (markdown: string) => sanitizePostHtml(compileMarkdown(markdown).html, { siteOrigin: "https://www.montecalvario.org.br" });

describe("a Markdown field's toolbar offers only what a post publishes", () => {
  it.each(MARKDOWN_BUTTONS.map((button) => [button, ...WRITES[button]] as const))("%s", (_button, markdown, element) => {
    const result = published(markdown);
    expect(result.html).toContain(element);
    expect(result.removed).toEqual([]);
  });

  it.each(MARKDOWN_COMPONENTS.map((component) => [component, ...(COMPONENTS[component] ?? ["", "(sem exemplo neste teste)"])] as const))(
    'the "+" block %s',
    (_component, markdown, element) => {
      const result = published(markdown);
      expect(result.html).toContain(element);
      expect(result.removed).toEqual([]);
    },
  );

  it("leaves out the heading above the post's own title, the levels the post page does not style, code and strikethrough", () => {
    expect(MARKDOWN_BUTTONS).not.toContain("heading-one");
    expect(MARKDOWN_BUTTONS.filter((button) => /heading-(four|five|six)|code|strikethrough/.test(button))).toEqual([]);
  });
});
