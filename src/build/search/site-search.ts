import type * as EntryServer from "../../site/entry-server";
import type { SearchBlock } from "../../types/generated/content";
import type { SearchControl, SearchEntry } from "../../lib/search/search-data";
import type { SearchListEntry } from "../../site/data/page-payload";
import type { SiteContent } from "../../engine/core/kinds/types";
import { searchListing, searchPageOf, siteSearchEntries } from "./search-entries";
import { searchIndexFiles } from "./search-index";

/** The site's search as one build sees it: nothing when no page holds the search block. */
export interface SiteSearch {
  /** The header's button, on every page. */
  control: SearchControl;
  /** The search page's list without JavaScript. */
  listing: SearchListEntry[];
  /** The index's files, by path on the site. */
  files: () => Map<string, string>;
}

export function siteSearch(
  content: SiteContent,
  server: Pick<typeof EntryServer, "sectionSearch" | "resolveSearchBlock" | "searchLabels">,
): SiteSearch | undefined {
  const page = searchPageOf(content);
  const block = page?.page.sections.find((section): section is SearchBlock => section.type === "search");
  if (!page || !block) return undefined;
  const resolved = server.resolveSearchBlock(block);
  const entries: SearchEntry[] = siteSearchEntries(content, server.sectionSearch);
  return {
    control: { route: page.route, label: resolved.label, placeholder: resolved.placeholder, close: resolved.close },
    listing: searchListing(entries),
    files: () => searchIndexFiles({ entries, route: page.route, labels: server.searchLabels(resolved) }),
  };
}
