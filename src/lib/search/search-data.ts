/**
 * The search index as the build writes it and the browser reads it (docs/architecture.md, "Search"). One
 * small manifest, then the words cut into parts by their first two letters, so a query fetches only the
 * part its words start with, and one file per entry with what its result shows.
 *
 *   /data/busca/indice.json              SearchManifest (fetched when the visitor shows intent)
 *   /data/busca/<version>/p<n>.json      IndexPart: the words whose first two letters sort from shards[n] on
 *   /data/busca/<version>/d<id>.json     SearchDocument: title, address, kind, date, text for the snippet
 */

export const SEARCH_DATA_FOLDER = "/data/busca";
export const SEARCH_MANIFEST_PATH = `${SEARCH_DATA_FOLDER}/indice.json`;

/** What a result is, shown beside it and offered as a filter (their names come from the search block's labels). */
export const SEARCH_KINDS = ["page", "post", "video", "ministry", "event", "church", "group", "testimony", "sermon"] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** One thing a visitor can find, as a block (or a post) describes it to the build. */
export interface SearchEntry {
  kind: SearchKind;
  title: string;
  /** Site path without the base, down to the section or item ("/sobre#historia", "/agenda#evento-ceia"). */
  href: string;
  /** What it belongs to, shown under the title (the page of a section, a ministry's page). */
  context?: string;
  /** A calendar day (ANO-MÊS-DIA), for the kinds that have one. */
  date?: string;
  /** What a visitor reads there, in plain text. */
  text: string;
  /** Words the editors added for it to be found by ("Palavras de busca"). */
  terms?: readonly string[];
}

/** The words visitors read around search, from the search block's fields (schemas/blocks/search.schema.json). */
export interface SearchLabels {
  /** Each kind's name for one result ("Artigo") and for a group of them ("Artigos"). */
  kinds: Record<SearchKind, { one: string; many: string }>;
  /** "Todos": the filter that shows every kind. */
  all: string;
  /** "{total} resultados para “{termo}”", and the one-result form. */
  resultCount: string;
  resultCountOne: string;
  /** "Nada encontrado para “{termo}”…" */
  noResults: string;
  /** Names the filters' group, for screen readers. */
  filters: string;
  /** "Ver todos os resultados", on the link from the header's panel to the search page. */
  seeAll: string;
  /** "Mostrar mais resultados", below the search page's results. */
  moreResults: string;
  /** The search field's name and its hint. */
  label: string;
  placeholder: string;
}

/** What the header's search button needs, on every page, when the site has a search page. */
export interface SearchControl {
  route: string;
  label: string;
  placeholder: string;
  /** "Fechar", the panel's close button: the page script draws the panel's frame before the index's labels arrive. */
  close: string;
}

export interface SearchManifest {
  /** Changes with every index: the folder of the parts and documents below. */
  version: string;
  /** The search page's route (the form's action). */
  route: string;
  labels: SearchLabels;
  /** One letter per document, by id: its kind's index in SEARCH_KINDS (counts per kind without fetching them). */
  kinds: string;
  /** The first two letters each part starts from, in order: a word belongs to the last part starting at or before it. */
  parts: string[];
}

/**
 * One word of the index: its stem (stem.ts), the folded forms the site writes it in (for prefixes and typos,
 * separated by spaces), and its documents as pairs of numbers, the gap from the previous id and a score from
 * 1 to 100 (how much of the document is about it, field weights and length already counted).
 */
export type IndexWord = [stem: string, forms: string, postings: number[]];

export interface IndexPart {
  words: IndexWord[];
}

export interface SearchDocument {
  kind: SearchKind;
  title: string;
  href: string;
  context?: string;
  /** Shown as it is ("setembro de 2026", "sábado, 28 de novembro"). */
  date?: string;
  text: string;
}

/** The two letters a word's part is chosen by (one for a one-letter word). */
export function partKey(word: string): string {
  return word.slice(0, 2);
}

/** Which part holds a word: the last whose first key is at or before the word's key. */
export function partIndex(parts: readonly string[], key: string): number {
  let found = 0;
  for (let index = 0; index < parts.length; index++) if ((parts[index] as string) <= key) found = index;
  return found;
}

export function partPath(version: string, index: number): string {
  return `${SEARCH_DATA_FOLDER}/${version}/p${index}.json`;
}

export function documentPath(version: string, id: number): string {
  return `${SEARCH_DATA_FOLDER}/${version}/d${id}.json`;
}

/** "{total} resultados para “{termo}”" with its numbers and words in. */
export function fillLabel(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{([a-z]+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
