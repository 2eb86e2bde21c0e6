import { foldWord } from "./fold";

export interface SnippetPiece {
  text: string;
  /** A word the query found, shown marked. */
  marked: boolean;
}

const WORD = /[\p{L}\p{N}]+/gu;
const BEFORE = 60;

/**
 * A text cut into pieces, the words the query found (by their folded forms) marked. Pieces, not HTML: the
 * browser puts them in as text, so nothing in the content can become markup.
 */
export function markWords(text: string, forms: ReadonlySet<string>): SnippetPiece[] {
  const pieces: SnippetPiece[] = [];
  let at = 0;
  for (const match of text.matchAll(WORD)) {
    if (!forms.has(foldWord(match[0]))) continue;
    const index = match.index ?? 0;
    if (index > at) pieces.push({ text: text.slice(at, index), marked: false });
    pieces.push({ text: match[0], marked: true });
    at = index + match[0].length;
  }
  if (at < text.length) pieces.push({ text: text.slice(at), marked: false });
  return pieces;
}

/** The part of a text around the first word the query found, cut at whole words, with the found words marked. */
export function snippet(text: string, forms: ReadonlySet<string>, length = 180): SnippetPiece[] {
  const first = [...text.matchAll(WORD)].find((match) => forms.has(foldWord(match[0])))?.index ?? 0;
  let start = Math.max(0, first - BEFORE);
  if (start > 0) start = text.indexOf(" ", start) + 1 || start;
  let end = Math.min(text.length, start + length);
  if (end < text.length && text.lastIndexOf(" ", end) > start) end = text.lastIndexOf(" ", end);
  const pieces = markWords(text.slice(start, end), forms);
  if (start > 0) pieces.unshift({ text: "… ", marked: false });
  if (end < text.length) pieces.push({ text: " …", marked: false });
  return pieces;
}
