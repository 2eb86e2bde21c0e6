import type { CompiledMarkdown, MarkdownBlock } from "./markdown-compile";
import type { SourcePosition } from "./sanitize-positions";

/** Where in the editor's text a finding is: its offset and the words there, to quote in the message. */
export interface MarkdownPlace {
  offset: number;
  excerpt: string;
}

const EXCERPT_LENGTH = 80;
/** A place this far into a long line is quoted from a few words before it, not from the line's start. */
const FAR = 40;
const BEFORE = 30;

function offsetOf(text: string, { line, column }: SourcePosition): number {
  let offset = 0;
  for (let current = 1; current < line; current += 1) {
    const next = text.indexOf("\n", offset);
    if (next < 0) return text.length;
    offset = next + 1;
  }
  return Math.min(text.length, offset + column - 1);
}

const decodeAttribute = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/**
 * What to look for in the Markdown to find what sits at `offset` in the HTML: an element's "<tag", an
 * attribute's value (a link's address is written in the Markdown too: "[texto](javascript:…)"), else
 * the attribute's name.
 */
function needleAt(html: string, offset: number): string | undefined {
  const rest = html.slice(offset, offset + 2000);
  const tag = /^<([a-z][a-z0-9-]*)/i.exec(rest);
  if (tag) return `<${tag[1]}`;
  const attribute = /^([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/.exec(rest);
  if (!attribute) return undefined;
  const value = decodeAttribute(attribute[2] ?? attribute[3] ?? attribute[4] ?? "").trim();
  return value || attribute[1];
}

/** The n-th (0-based) occurrence of `needle` in `text` from `from` to `to`, else the first, else -1. */
function occurrence(text: string, needle: string, n: number, from: number, to: number): number {
  const haystack = text.slice(from, to).toLowerCase();
  const wanted = needle.toLowerCase();
  let found = -1;
  let at = haystack.indexOf(wanted);
  for (let i = 0; at >= 0; i += 1) {
    if (found < 0 || i === n) found = at;
    if (i === n) break;
    at = haystack.indexOf(wanted, at + 1);
  }
  return found < 0 ? -1 : from + found;
}

function countBefore(text: string, needle: string, from: number, to: number): number {
  const haystack = text.slice(from, to).toLowerCase();
  return haystack.split(needle.toLowerCase()).length - 1;
}

function blockAt(blocks: readonly MarkdownBlock[], offset: number): MarkdownBlock | undefined {
  let found: MarkdownBlock | undefined;
  for (const block of blocks) {
    if (block.html > offset) break;
    found = block;
  }
  return found ?? blocks[0];
}

/** The Markdown line around `offset`, shortened to a quote an editor can search for. */
export function excerptAt(markdown: string, offset: number): string {
  const lineStart = markdown.lastIndexOf("\n", offset - 1) + 1;
  const lineEnd = markdown.indexOf("\n", offset);
  const line = markdown.slice(lineStart, lineEnd < 0 ? markdown.length : lineEnd);
  let from = 0;
  if (offset - lineStart > FAR) {
    const space = line.lastIndexOf(" ", offset - lineStart - BEFORE);
    from = space >= 0 ? space + 1 : offset - lineStart - BEFORE;
  }
  const text = line.slice(from).replace(/\s+/g, " ").trim();
  const cut = text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH).trimEnd()}…` : text;
  return `${from > 0 ? "…" : ""}${cut}`;
}

/**
 * A place the sanitiser reported in the compiled HTML, found in the Markdown the editor wrote. Inside
 * a raw HTML block it is exact; elsewhere it is the block's start, moved to what the HTML has there
 * (the tag, the link's address) when the block's Markdown has it too, or the whole text does (a
 * reference link's address is written at its definition).
 */
export function locateInMarkdown(markdown: string, compiled: CompiledMarkdown, at: SourcePosition): MarkdownPlace {
  const htmlOffset = offsetOf(compiled.html, at);
  const block = blockAt(compiled.blocks, htmlOffset);
  if (!block) return { offset: 0, excerpt: excerptAt(markdown, 0) };
  const within = htmlOffset - block.html;
  let offset = block.markdown;
  if (block.verbatim && within < block.length) offset = block.markdown + within;
  else {
    const needle = needleAt(compiled.html, htmlOffset);
    if (needle) {
      const nth = countBefore(compiled.html, needle, block.html, htmlOffset);
      const inBlock = occurrence(markdown, needle, nth, block.markdown, block.markdown + block.length);
      const anywhere = inBlock >= 0 ? inBlock : occurrence(markdown, needle, 0, 0, markdown.length);
      if (anywhere >= 0) offset = anywhere;
    }
  }
  // A block starts at its first character; a blank line never is one.
  while (offset < markdown.length && markdown[offset] === "\n") offset += 1;
  return { offset, excerpt: excerptAt(markdown, offset) };
}
