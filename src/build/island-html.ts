import { ISLAND_ATTRIBUTE } from "../site/islands/island-definition";

/**
 * An island's HTML: what island.tsx writes between its wrapper's opening tag and its props' script (group 1). React
 * hydrates it in the browser, so it must stay exactly as React rendered it; no code renders the rest of a page again.
 */
export const ISLAND_HTML = new RegExp(`<div ${ISLAND_ATTRIBUTE}="[^"]*"[^>]*>([\\s\\S]*?)</div><script type="application/json" data-island-props=""`, "dg");

/** The page with `change` applied to its HTML outside islands, the islands' own HTML left as rendered. */
export function outsideIslands(html: string, change: (staticHtml: string) => string): string {
  let result = "";
  let from = 0;
  for (const island of html.matchAll(ISLAND_HTML)) {
    const [start, end] = island.indices![1]!;
    result += change(html.slice(from, start)) + html.slice(start, end);
    from = end;
  }
  return result + change(html.slice(from));
}
