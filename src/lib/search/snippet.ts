import { foldWord } from "./fold";

export interface SnippetPiece {
  text: string;
  /** A word the query found, shown marked. */
  marked: boolean;
}

const WORD = /[\p{L}\p{N}]+/gu;
const BEFORE = 60;

/**
 * The part of a text around the first word the query found, cut at whole words, with every found word
 * marked. Pieces, not HTML: the browser puts them in as text, so nothing in the content can become markup.
 */
export function snippet(text: string, forms: ReadonlySet<string>, length = 180): SnippetPiece[] {
  const found = [...text.matchAll(WORD)].filter((match) => forms.has(foldWord(match[0])));
  const first = found[0]?.index ?? 0;
  let start = Math.max(0, first - BEFORE);
  if (start > 0) start = text.indexOf(" ", start) + 1 || start;
  let end = Math.min(text.length, start + length);
  if (end < text.length) end = text.lastIndexOf(" ", end) > start ? text.lastIndexOf(" ", end) : end;
  const pieces: SnippetPiece[] = [];
  const push = (piece: string, marked: boolean) => {
    if (piece) pieces.push({ text: piece, marked });
  };
  push(start > 0 ? "… " : "", false);
  let at = start;
  for (const match of found) {
    const index = match.index ?? 0;
    if (index < start || index + match[0].length > end) continue;
    push(text.slice(at, index), false);
    push(match[0], true);
    at = index + match[0].length;
  }
  push(text.slice(at, end), false);
  push(end < text.length ? " …" : "", false);
  return pieces;
}
