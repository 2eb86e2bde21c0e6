import { bcv_parser } from "bible-passage-reference-parser/esm/bcv_parser.js";
import * as portuguese from "bible-passage-reference-parser/esm/lang/pt.js";
import { distance } from "fastest-levenshtein";
import { foldText } from "../../../lib/text";
import { BIBLE_BOOKS } from "./bible-books";

// No Node imports here: the site editor checks and stores passages in the browser with the same reader.

/** A Bible passage in its one stored form. */
export interface Passage {
  /** The book's OSIS code ("John"), which the archive groups by. */
  book: string;
  /** OSIS of the whole passage ("John.3.16-John.3.18"): the same passage however it was written. */
  osis: string;
  /** How it is stored and shown: the book's full name, chapter, ":" and verses ("João 3:16-18", "Salmos 23"). */
  text: string;
}

/** One passage as the parser reads it (its types are not exported by name). */
type OsisPassageEntityInterface = Extract<ReturnType<bcv_parser["parsed_entities"]>[number], { start: unknown }>;

export type PassageReading = { passage: Passage } | { problem: string };

const EXAMPLES = 'como "João 3:16", "Jo 3.16", "1 Co 13" ou "Salmos 23"';

let parser: bcv_parser | undefined;

/** One parser, made on first use (its Portuguese grammar is large); ranges inside a chapter stay as written. */
function bcv(): bcv_parser {
  parser ??= new bcv_parser(portuguese).set_options({
    invalid_passage_strategy: "include",
    invalid_sequence_strategy: "include",
    osis_compaction_strategy: "bcv",
    // "Rute" alone is the whole book.
    book_alone_strategy: "full",
    consecutive_combination_strategy: "separate",
    sequence_combination_strategy: "separate",
  });
  return parser;
}

const chapters = (book: string): number[] => bcv().translation_info("default").chapters[book] ?? [];

/**
 * "Jo 3,16", as Catholic Bibles and many Brazilians write it, is João 3:16; the parser would read the comma
 * as a second chapter. When a reference has no ":" or "." at all, its first comma after a chapter is the verse's.
 */
function withVerseComma(text: string): string {
  if (/[:.]/.test(text)) return text;
  return text.replace(/^(\s*\S.*?\d+)\s*,\s*(?=\d)/, "$1:");
}

const ROMAN = { i: "1", ii: "2", iii: "3" } as const;

/** "ii Tm 3.16", "I samuel 17": a book's number in Roman numerals, in any case, is its number. */
function withArabicNumber(text: string): string {
  return text.replace(/^\s*(iii|ii|i)\s+(?=\p{L})/iu, (_all, roman: string) => `${ROMAN[roman.toLowerCase() as keyof typeof ROMAN]} `);
}

/** The words naming the book, as typed ("Jao", "1 Cor", "I Samuel"), for the "Você quis dizer". */
function typedBook(text: string): string {
  return /^\s*((?:[1-3]|I{1,3})?\s*[^\d\s:.,;-]+(?:\s+[^\d\s:.,;-]+)*)/u.exec(text)?.[1]?.trim() ?? text.trim();
}

/**
 * The book a misspelt name most likely meant ("Jao" → "João", "Jo 30" → "Jó 30"), among those that have the chapter
 * asked for: accents, case and spaces do not count, and a tie goes to the name nearest in length. Never a wild guess.
 */
function bookMeant(typed: string, chapter?: number): string | undefined {
  const fold = (text: string) => foldText(text).replace(/\s+/g, "");
  const wanted = fold(typed);
  if (wanted === "") return undefined;
  let best: { name: string; edits: number; gap: number } | undefined;
  for (const code of Object.keys(BIBLE_BOOKS)) {
    if (chapter !== undefined && chapters(code).length < chapter) continue;
    const name = BIBLE_BOOKS[code] as string;
    const folded = fold(name);
    const edits = distance(wanted, folded);
    const gap = Math.abs(folded.length - wanted.length);
    // Still even, the longer name: a slip drops a letter more often than it adds one ("Jao" is João, not Jó).
    const better = !best || edits < best.edits || (edits === best.edits && (gap < best.gap || (gap === best.gap && name.length > best.name.length)));
    if (better) best = { name, edits, gap };
  }
  if (!best) return undefined;
  return best.edits <= 3 && best.edits <= Math.ceil(Math.max(wanted.length, fold(best.name).length) / 2) ? best.name : undefined;
}

interface Place {
  b: string;
  c: number;
  v?: number;
}

/** Where a passage starts or ends, when the parser found at least a book and a chapter. */
function placeOf(at: { b?: string; c?: number; v?: number } | undefined): Place | undefined {
  if (at?.b === undefined || at.c === undefined) return undefined;
  return { b: at.b, c: at.c, ...(at.v === undefined ? {} : { v: at.v }) };
}

/** "João 3:16-18", "Salmos 23", "Mateus 5-7", "João 3:36-4:2". */
function display(book: string, start: Place, end: Place, wholeBook: boolean): string {
  const name = BIBLE_BOOKS[book] ?? book;
  if (wholeBook) return name;
  const verses = chapters(book);
  const first = start.v ?? 1;
  const last = end.v ?? verses[end.c - 1] ?? 1;
  if (first === 1 && last === verses[end.c - 1]) return start.c === end.c ? `${name} ${start.c}` : `${name} ${start.c}-${end.c}`;
  if (start.c !== end.c) return `${name} ${start.c}:${first}-${end.c}:${last}`;
  return first === last ? `${name} ${start.c}:${first}` : `${name} ${start.c}:${first}-${last}`;
}

/** What is wrong with a passage the parser found but could not place: a chapter or a verse past the book's end. */
function outOfRange(typed: string, start: Place, end: Place, messages: Record<string, number | boolean | undefined>): string | undefined {
  const name = BIBLE_BOOKS[start.b] ?? start.b;
  const chapterCount = chapters(start.b).length;
  for (const [key, place] of [
    ["start_chapter_not_exist", start],
    ["end_chapter_not_exist", end],
  ] as const) {
    if (messages[key] === undefined) continue;
    const other = bookMeant(typedBook(typed), place.c);
    const hint = other && other !== name ? `Você quis dizer "${other} ${place.c}"? ` : "";
    return `o capítulo ${place.c} não existe: ${name} tem ${chapterCount} capítulos. ${hint}Confira o livro e o capítulo`;
  }
  for (const [key, place] of [
    ["start_verse_not_exist", start],
    ["end_verse_not_exist", end],
  ] as const) {
    if (messages[key] === undefined || place.v === undefined) continue;
    const count = chapters(start.b)[place.c - 1];
    // Past the end of a range the parser has already cut it back, so the typed number is gone: say where the chapter ends.
    const what = key === "start_verse_not_exist" ? `o versículo ${place.v} não existe` : "a passagem passa do fim do capítulo";
    return `${what}: ${name} ${place.c} tem ${count} versículos. Confira o capítulo e os versículos`;
  }
  return undefined;
}

/** "Mateus 28.19,20": verses one after another in one chapter are one passage, "Mateus 28:19-20". */
function joinVerseList(passages: readonly OsisPassageEntityInterface[]): PassageReading | undefined {
  const [first, ...rest] = passages;
  const last = rest.at(-1);
  if (!first || !last || !passages.every((p) => p.entities.every((piece) => piece.valid?.valid && Object.keys(piece.valid.messages ?? {}).length === 0)))
    return undefined;
  const together = passages.every(
    (p, i) =>
      p.start.b === first.start.b &&
      p.start.c === first.start.c &&
      p.end.c === first.start.c &&
      p.start.v !== undefined &&
      (i === 0 || p.start.v === (passages[i - 1]?.end.v ?? 0) + 1),
  );
  const { b, c } = first.start;
  if (!together || b === undefined || c === undefined) return undefined;
  const osis = `${b}.${c}.${first.start.v}-${b}.${c}.${last.end.v}`;
  return { passage: { book: b, osis, text: display(b, { b, c, v: first.start.v }, { b, c, v: last.end.v }, false) } };
}

/**
 * Reads one passage as Brazilians write it ("Jo 3.16", "João 3:16-18", "1 Co 13", "1Coríntios 13:4-7", "Sl 23",
 * "I Samuel 17", "Jo 3,16") with bible-passage-reference-parser's Portuguese, and gives its one stored form; or,
 * for a book that does not exist or a chapter or verse past its end, a pt-BR message with what was probably meant.
 */
export function readPassage(written: string): PassageReading {
  const text = withVerseComma(withArabicNumber(written.trim()));
  const quoted = `"${written.trim()}"`;
  if (text === "") return { problem: `passagem vazia: escreva o livro e o capítulo, ${EXAMPLES}` };
  const parser = bcv();
  parser.parse(text);
  const found = parser.parsed_entities();
  // With sequences kept "separate", each entity is one passage; its own `entities` say whether it is valid.
  const passages = found as OsisPassageEntityInterface[];
  if (passages.length === 0) {
    const typed = typedBook(text);
    const meant = bookMeant(typed);
    const hint = meant ? `Você quis dizer "${meant}"? ` : "";
    return { problem: `${quoted}: não há livro da Bíblia chamado "${typed}". ${hint}Escreva o livro e o capítulo, ${EXAMPLES}` };
  }
  const joined = joinVerseList(passages);
  if (joined) return joined;
  if (passages.length > 1) return { problem: `${quoted} tem mais de uma passagem: escreva uma em cada item da lista (ex.: "Atos 2:4" e "1 Coríntios 12:7-8")` };
  const [only] = passages;
  const start = placeOf(only?.start);
  const end = placeOf(only?.end);
  const valid = only?.entities.find((piece) => !piece.valid?.valid || Object.keys(piece.valid.messages ?? {}).length > 0)?.valid ?? only?.entities[0]?.valid;
  if (!only || !start || !end) return { problem: `${quoted}: não foi possível ler a passagem. Escreva o livro e o capítulo, ${EXAMPLES}` };
  const problem = outOfRange(text, start, end, (valid?.messages ?? {}) as Record<string, number>);
  if (problem) return { problem: `${quoted}: ${problem}` };
  if (!valid?.valid || !only.osis) return { problem: `${quoted}: não foi possível ler a passagem. Escreva o livro e o capítulo, ${EXAMPLES}` };
  if (start.b !== end.b) return { problem: `${quoted} passa de um livro para outro: escreva uma passagem para cada livro, em itens separados` };
  // Words the parser did not read ("João 3:16 fala do amor") mean the field holds more than a passage.
  const [from, to] = found[0]?.indices ?? [0, text.length];
  const rest = (text.slice(0, from) + text.slice(to)).replace(/[\s.,;:()–-]/g, "");
  if (rest !== "") return { problem: `${quoted}: escreva só a passagem (${EXAMPLES}), sem outras palavras` };
  return { passage: { book: start.b, osis: only.osis, text: display(start.b, start, end, only.type === "b") } };
}
