import { createHash } from "node:crypto";
import { foldedWords, STOP_WORDS } from "../../lib/search/fold";
import { stemWord } from "../../lib/search/stem";
import {
  documentPath,
  partKey,
  partPath,
  SEARCH_KINDS,
  SEARCH_MANIFEST_PATH,
  type IndexPart,
  type IndexWord,
  type SearchDocument,
  type SearchEntry,
  type SearchLabels,
  type SearchManifest,
} from "../../lib/search/search-data";
import { shownDate } from "./search-entries";

/**
 * The search index (src/lib/search/search-data.ts says what each file holds). Each document's words are
 * folded and stemmed (the browser does the same to a query), counted with a weight for where they are (a
 * title or the editors' "Palavras de busca" count more than the text), and scored as BM25 does, so a long
 * post does not win only by being long. The words are then cut into parts by their first two letters,
 * parts grown in order up to PART_TARGET bytes: a small site is one part, a large archive many, and a
 * query fetches only the parts its words start with.
 */

const TITLE_WEIGHT = 4;
const TERMS_WEIGHT = 4;
const CONTEXT_WEIGHT = 1;
const TEXT_WEIGHT = 1;
// BM25's usual constants: how fast repeats stop adding, and how much a document's length counts.
const K1 = 1.2;
const B = 0.75;
/** Raw JSON bytes a part may grow to (about 4 KB over the wire, gzipped). */
export const PART_TARGET = 12_000;
/** A snippet is cut from the start of a long text: the rest would be bytes for nothing. */
const TEXT_LIMIT = 6_000;

interface Counted {
  /** Weighted count per stem. */
  weights: Map<string, number>;
  length: number;
}

function countWords(entry: SearchEntry, forms: Map<string, Set<string>>): Counted {
  const weights = new Map<string, number>();
  let length = 0;
  const add = (text: string | undefined, weight: number) => {
    for (const word of foldedWords(text ?? "")) {
      if (STOP_WORDS.has(word)) continue;
      const stem = stemWord(word);
      weights.set(stem, (weights.get(stem) ?? 0) + weight);
      let known = forms.get(stem);
      if (!known) forms.set(stem, (known = new Set()));
      known.add(word);
      length++;
    }
  };
  add(entry.title, TITLE_WEIGHT);
  add((entry.terms ?? []).join(" "), TERMS_WEIGHT);
  add(entry.context, CONTEXT_WEIGHT);
  add(entry.text, TEXT_WEIGHT);
  return { weights, length };
}

/** 1 to 100: BM25's share of a word in one document, as a whole number (the JSON stays short). */
function score(weight: number, length: number, averageLength: number): number {
  const saturated = (weight * (K1 + 1)) / (weight + K1 * (1 - B + (B * length) / averageLength));
  return Math.max(1, Math.round((100 * saturated) / (K1 + 1)));
}

/** The index's words, each in the part of every two letters it starts with (a stem and its forms nearly always share them). */
function indexWords(counted: Counted[], forms: Map<string, Set<string>>): Map<string, IndexWord[]> {
  const averageLength = counted.reduce((sum, entry) => sum + entry.length, 0) / Math.max(1, counted.length);
  const postings = new Map<string, number[]>();
  counted.forEach((entry, id) => {
    for (const [stem, weight] of entry.weights) {
      let list = postings.get(stem);
      if (!list) postings.set(stem, (list = []));
      list.push(id, score(weight, entry.length, averageLength));
    }
  });
  const byKey = new Map<string, IndexWord[]>();
  for (const stem of [...postings.keys()].sort()) {
    const list = postings.get(stem) as number[];
    // Ids as gaps from the previous one: small numbers, shorter JSON.
    const gaps = list.map((value, index) => (index % 2 === 0 && index > 0 ? value - (list[index - 2] as number) : value));
    const wordForms = [...(forms.get(stem) ?? [])].sort();
    const word: IndexWord = [stem, wordForms.join(" "), gaps];
    for (const key of new Set([stem, ...wordForms].map(partKey))) {
      let words = byKey.get(key);
      if (!words) byKey.set(key, (words = []));
      words.push(word);
    }
  }
  return byKey;
}

/** Consecutive keys into parts of about PART_TARGET bytes; a key's words are never split. */
function cutParts(byKey: Map<string, IndexWord[]>): { starts: string[]; parts: IndexPart[] } {
  const starts: string[] = [];
  const parts: IndexPart[] = [];
  let size = Infinity;
  for (const key of [...byKey.keys()].sort()) {
    const words = byKey.get(key) as IndexWord[];
    const bytes = JSON.stringify(words).length;
    if (size + bytes > PART_TARGET) {
      starts.push(key);
      parts.push({ words: [] });
      size = 0;
    }
    (parts[parts.length - 1] as IndexPart).words.push(...words);
    size += bytes;
  }
  if (parts.length === 0) {
    starts.push("");
    parts.push({ words: [] });
  }
  return { starts, parts };
}

export interface SearchIndexInput {
  entries: readonly SearchEntry[];
  route: string;
  labels: SearchLabels;
}

/** Every file of the index, by its path on the site. */
export function searchIndexFiles({ entries, route, labels }: SearchIndexInput): Map<string, string> {
  const forms = new Map<string, Set<string>>();
  const counted = entries.map((entry) => countWords(entry, forms));
  const { starts, parts } = cutParts(indexWords(counted, forms));
  const documents: SearchDocument[] = entries.map((entry) => {
    const date = shownDate(entry);
    // Cut at the last space before the limit; a text without one is cut at the limit itself.
    const cut = entry.text.lastIndexOf(" ", TEXT_LIMIT);
    const text = entry.text.length > TEXT_LIMIT ? `${entry.text.slice(0, cut > 0 ? cut : TEXT_LIMIT)} …` : entry.text;
    return { kind: entry.kind, title: entry.title, href: entry.href, ...(entry.context ? { context: entry.context } : {}), ...(date ? { date } : {}), text };
  });
  const partTexts = parts.map((part) => JSON.stringify(part));
  const documentTexts = documents.map((document) => JSON.stringify(document));
  // The version names the folder of parts and documents: a browser holding an older manifest never mixes two indexes.
  const version = createHash("sha256")
    .update([...partTexts, ...documentTexts].join("\n"))
    .digest("hex")
    .slice(0, 12);
  const manifest: SearchManifest = {
    version,
    route,
    labels,
    kinds: entries.map((entry) => SEARCH_KINDS.indexOf(entry.kind)).join(""),
    parts: starts,
  };
  const files = new Map<string, string>([[SEARCH_MANIFEST_PATH, JSON.stringify(manifest)]]);
  partTexts.forEach((text, index) => files.set(partPath(version, index), text));
  documentTexts.forEach((text, id) => files.set(documentPath(version, id), text));
  return files;
}
