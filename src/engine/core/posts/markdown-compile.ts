import { Marked, type Token, type Tokens } from "marked";

/** What marked reads: CRLF and lone CR become "\n", as its own lexer does, so offsets agree. */
export function normalizeMarkdown(markdown: string): string {
  return markdown.replace(/\r\n?/g, "\n");
}

/**
 * Where one top-level block of the Markdown (a paragraph, a heading, a list, a raw HTML block) went in
 * the HTML: the sanitiser reports places in the HTML, and the editor needs them in the Markdown.
 */
export interface MarkdownBlock {
  /** Offset of the block's first character in the HTML. */
  html: number;
  /** Offset of its first character in the Markdown (line endings normalised to "\n"). */
  markdown: number;
  /** Its length in the Markdown. */
  length: number;
  /** A raw HTML block, copied to the HTML as written: every offset inside it is the same in both. */
  verbatim: boolean;
}

export interface CompiledMarkdown {
  html: string;
  blocks: MarkdownBlock[];
}

/**
 * GitHub-flavoured Markdown, one fixed configuration, so the same text always gives the same HTML
 * (the sanitiser's cache is keyed by that HTML). Raw HTML is passed through as CommonMark says: the
 * sanitiser then treats it exactly as it treats a .html body. A task-list box ("- [ ] item") stays
 * the text the editor wrote: marked would make it an <input>, which the sanitiser refuses as a form.
 */
const marked = new Marked({
  gfm: true,
  breaks: false,
  async: false,
  renderer: {
    checkbox: (token: Tokens.Checkbox) => (token.checked ? "[x] " : "[ ] "),
  },
});

/**
 * A post body written in Markdown, as HTML, with a map from each block's place in the HTML to its
 * place in the Markdown. Blocks are rendered one by one (marked resolves reference links while
 * reading, so a block renders the same alone as in the whole); their concatenation is the whole.
 */
export function compileMarkdown(markdown: string): CompiledMarkdown {
  const source = normalizeMarkdown(markdown);
  const tokens = marked.lexer(source);
  const blocks: MarkdownBlock[] = [];
  let html = "";
  let cursor = 0;
  for (const token of tokens as Token[]) {
    const found = token.raw ? source.indexOf(token.raw, cursor) : -1;
    const start = found >= 0 ? found : cursor;
    const part = marked.parser([token]);
    if (part) blocks.push({ html: html.length, markdown: start, length: token.raw.length, verbatim: token.type === "html" && part === token.raw });
    html += part;
    cursor = start + token.raw.length;
  }
  return { html, blocks };
}
