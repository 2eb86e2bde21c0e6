import { foldedWords, STOP_WORDS } from "./fold";
import { stemWord } from "./stem";
import { TYPO_MIN_LENGTH, withinOneEdit } from "./typos";
import { partIndex, partKey, SEARCH_KINDS, type IndexPart, type IndexWord, type SearchKind, type SearchManifest } from "./search-data";

/**
 * The search itself, the same in the browser and in the tests: the query's words are folded and stemmed like
 * the index's (fold.ts, stem.ts), only the parts of the index they start with are fetched, and each index word
 * matches a query word by its stem (every form of the word), as the start of a form (while typing: "minist"),
 * or one slip away from a form in words of five letters or more ("orasao").
 */

export interface QueryWord {
  folded: string;
  stem: string;
}

export interface SearchHit {
  id: number;
  kind: SearchKind;
  score: number;
}

export interface SearchOutcome {
  words: QueryWord[];
  /** Best first: the documents matching every word, or, when none does, those matching the most. */
  hits: SearchHit[];
  /** The folded forms that matched, to mark in the snippets. */
  forms: Set<string>;
}

/** Where the engine gets the index's parts (fetch in the browser, the files in tests and the bench). */
export interface IndexSource {
  manifest: SearchManifest;
  part: (index: number) => Promise<IndexPart>;
}

const EXACT = 1;
const SAME_STEM = 0.9;
const TYPO = 0.55;

/** A query's words worth searching: without the small words, unless they are all it has; one of each. */
export function queryWords(query: string): QueryWord[] {
  const words = foldedWords(query);
  const useful = words.filter((word) => !STOP_WORDS.has(word));
  const chosen = (useful.length > 0 ? useful : words).filter((word) => word.length >= 2 || /\d/.test(word));
  return [...new Set(chosen)].map((folded) => ({ folded, stem: stemWord(folded) }));
}

/** How well an index word answers a query word: 0 not at all, 1 the very form typed. */
export function matchWeight([stem, forms]: IndexWord, word: QueryWord): { weight: number; forms: string[] } {
  const list = forms.split(" ");
  if (stem === word.stem) return { weight: list.includes(word.folded) ? EXACT : SAME_STEM, forms: list };
  const started = list.filter((form) => form.startsWith(word.folded));
  // A longer start is surer: "minist" of "ministerio" weighs more than "mi" of it.
  if (started.length > 0) return { weight: 0.35 + 0.45 * Math.min(1, word.folded.length / Math.min(...started.map((form) => form.length))), forms: started };
  if (word.folded.length < TYPO_MIN_LENGTH) return { weight: 0, forms: [] };
  const slipped = list.filter((form) => form.length >= TYPO_MIN_LENGTH - 1 && withinOneEdit(form, word.folded));
  return slipped.length > 0 ? { weight: TYPO, forms: list } : { weight: 0, forms: [] };
}

/** How rare a word is across the index: a word in every page tells little (BM25's idf). */
function rarity(documents: number, postings: number[]): number {
  const frequency = postings.length / 2;
  return Math.log(1 + (documents - frequency + 0.5) / (frequency + 0.5));
}

/** Each document's best score for one query word. */
function scoresFor(word: QueryWord, part: IndexPart, documents: number, forms: Set<string>): Map<number, number> {
  const scores = new Map<number, number>();
  for (const entry of part.words) {
    const match = matchWeight(entry, word);
    if (match.weight === 0) continue;
    for (const form of match.forms) forms.add(form);
    const postings = entry[2];
    const weight = match.weight * rarity(documents, postings);
    let id = 0;
    for (let index = 0; index < postings.length; index += 2) {
      id += postings[index] as number;
      const score = (postings[index + 1] as number) * weight;
      if (score > (scores.get(id) ?? 0)) scores.set(id, score);
    }
  }
  return scores;
}

export async function runSearch(source: IndexSource, query: string): Promise<SearchOutcome> {
  const words = queryWords(query);
  const forms = new Set<string>();
  if (words.length === 0) return { words, hits: [], forms };
  const { manifest } = source;
  const documents = manifest.kinds.length;
  const parts = await Promise.all(words.map((word) => source.part(partIndex(manifest.parts, partKey(word.folded)))));
  const total = new Map<number, { score: number; matched: number }>();
  words.forEach((word, index) => {
    for (const [id, score] of scoresFor(word, parts[index] as IndexPart, documents, forms)) {
      const sum = total.get(id) ?? { score: 0, matched: 0 };
      total.set(id, { score: sum.score + score, matched: sum.matched + 1 });
    }
  });
  const most = Math.max(0, ...[...total.values()].map((sum) => sum.matched));
  const hits = [...total]
    .filter(([, sum]) => sum.matched === most)
    .map(([id, sum]) => ({ id, kind: kindOf(manifest, id), score: sum.score }))
    .sort((a, b) => b.score - a.score || a.id - b.id);
  return { words, hits, forms };
}

function kindOf(manifest: SearchManifest, id: number): SearchKind {
  return SEARCH_KINDS[Number(manifest.kinds[id] ?? 0)] ?? "page";
}

/** How many hits of each kind, for the filters. */
export function countKinds(hits: readonly SearchHit[]): Map<SearchKind, number> {
  const counts = new Map<SearchKind, number>();
  for (const hit of hits) counts.set(hit.kind, (counts.get(hit.kind) ?? 0) + 1);
  return counts;
}
