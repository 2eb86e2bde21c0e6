import type { SourcePosition } from "./sanitize-positions";

/** Visible text the sanitiser would drop, from where it starts. */
export interface TextLoss {
  at: SourcePosition;
  /** Characters of visible text (letters, digits, punctuation; not spaces) that would vanish. */
  characters: number;
  /** The first words that would vanish, as the editor wrote them (tags left out). */
  excerpt: string;
}

/** Less than this is a stray word of markup (`title="`), not text an editor would miss. */
const THRESHOLD = 12;

/** Script, style and template contents, comments and tags, each blanked to spaces so offsets stay true. */
const CODE = /<(script|style|template)\b[\s\S]*?<\/\1\s*>|<!--[\s\S]*?-->|<[^<>]*>/gi;

/**
 * Only a character reference or a NUL (which the parser replaces) can make a word decode to something
 * else: the decoder reads text as a <textarea> does, where no tag starts or ends. Every other word is its
 * own decoding, and skipping the parser for it matters: it would otherwise run once per word of the post.
 */
const DECODES_DIFFERENTLY = /[&\0]/;

function positionOf(text: string, offset: number): SourcePosition {
  const before = text.slice(0, offset).split("\n");
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}

/**
 * Compares the source's visible characters with the cleaned text's: cleaning only ever removes, so a
 * forward walk counts what would vanish. Returns where the loss starts when enough text would vanish.
 */
export function findTextLoss(dirty: string, cleanText: string, decode: (text: string) => string): TextLoss | undefined {
  const kept = [...cleanText.replace(/\s+/g, "")];
  let next = 0;
  const lost: number[] = [];
  // The text an editor sees in the file, character by character (spaces aside, since tags may sit
  // between letters): tags stripped the simple way (a `<` to the next `>`), so markup that fools an HTML
  // parser (`<noscript><p title="</noscript>…">`) cannot hide the words after it. Script, style and
  // template contents and comments are code, not text; leftovers that look like markup are skipped.
  const blanked = dirty.replace(CODE, (code) => " ".repeat(code.length));
  for (const match of blanked.matchAll(/\S+/g)) {
    const word = DECODES_DIFFERENTLY.test(match[0]) ? decode(match[0]) : match[0];
    if (/[<>="]/.test(word)) continue;
    for (const char of word.replace(/\s+/g, "")) {
      if (kept[next] === char) next += 1;
      else lost.push(match.index);
    }
  }
  const first = lost[0];
  if (first === undefined || lost.length < THRESHOLD) return undefined;
  const excerpt = dirty
    .slice(first)
    .replace(/<[^<>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 60);
  return { at: positionOf(dirty, first), characters: lost.length, excerpt };
}
