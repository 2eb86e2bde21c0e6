import type { SearchBlock } from "@/types/generated/content";
import { SEARCH_KINDS, type SearchLabels } from "@/lib/search/search-data";
import searchSchema from "../../../../schemas/blocks/search.schema.json" with { type: "json" };

/**
 * The search block's words with the schema's defaults filled in: the defaults live in
 * schemas/blocks/search.schema.json (where editors read them in the catalogue), never a second time here.
 */

type SchemaDefaults = { properties: Record<string, { default?: unknown; properties?: Record<string, { default?: unknown }> }> };
const properties = (searchSchema as unknown as SchemaDefaults).properties;

function text(block: SearchBlock, key: keyof SearchBlock & keyof typeof properties): string {
  const value = block[key];
  return typeof value === "string" ? value : String(properties[key]?.default ?? "");
}

export interface ResolvedSearchBlock extends SearchLabels {
  /** The header panel's close button, carried by the header's button (SearchControl), not the index. */
  close: string;
  listingHeading: string;
  postsShown: number;
  allPosts: string;
}

export function resolveSearchBlock(block: SearchBlock): ResolvedSearchBlock {
  const kindDefaults = properties.kinds?.properties ?? {};
  const kinds = Object.fromEntries(
    SEARCH_KINDS.map((kind) => {
      const fallback = kindDefaults[kind]?.default as { one: string; many: string };
      return [kind, { one: block.kinds?.[kind]?.one ?? fallback.one, many: block.kinds?.[kind]?.many ?? fallback.many }];
    }),
  ) as SearchLabels["kinds"];
  return {
    kinds,
    label: text(block, "label"),
    placeholder: text(block, "placeholder"),
    all: text(block, "all"),
    filters: text(block, "filters"),
    resultCount: text(block, "resultCount"),
    resultCountOne: text(block, "resultCountOne"),
    noResults: text(block, "noResults"),
    seeAll: text(block, "seeAll"),
    moreResults: text(block, "moreResults"),
    close: text(block, "close"),
    listingHeading: text(block, "listingHeading"),
    postsShown: block.postsShown ?? Number(properties.postsShown?.default ?? 0),
    allPosts: text(block, "allPosts"),
  };
}

/** The labels the browser's search needs, as the index's manifest carries them. */
export function searchLabels(resolved: ResolvedSearchBlock): SearchLabels {
  const { kinds, label, placeholder, all, filters, resultCount, resultCountOne, noResults, seeAll, moreResults } = resolved;
  return { kinds, label, placeholder, all, filters, resultCount, resultCountOne, noResults, seeAll, moreResults };
}
