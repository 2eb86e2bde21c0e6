import { withBase } from "@/lib/base-path";
import { countKinds, runSearch, type SearchHit, type SearchOutcome } from "@/lib/search/search-engine";
import { fillLabel, SEARCH_KINDS, type SearchDocument, type SearchKind, type SearchManifest } from "@/lib/search/search-data";
import { snippet, markWords, type SnippetPiece } from "@/lib/search/snippet";
import { indexSource, loadDocument } from "./search-client";

/**
 * Results as the header's panel and the search page both show them: the count (a polite live region, so a
 * screen reader hears it), the filters by kind with their counts, and a list of ordinary links, each with
 * its kind, where it is, its date and a snippet with the words found marked. Built with the DOM and
 * textContent only: nothing from the content or the query ever becomes markup.
 */

export interface ResultsOptions {
  /** How many results show at first (and how many more each "Mostrar mais" adds, where there is one). */
  pageSize: number;
  /** The panel links to the search page; the page itself shows more on request. */
  mode: "panel" | "page";
}

export interface ResultsView {
  show: (query: string) => Promise<void>;
  /** The live region with the count. */
  status: HTMLElement;
  /** The result links, in order, for the arrow keys. */
  links: () => HTMLAnchorElement[];
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className?: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function appendPieces(parent: HTMLElement, pieces: SnippetPiece[]): void {
  for (const piece of pieces) parent.append(piece.marked ? element("mark", undefined, piece.text) : piece.text);
}

export function createResultsView(container: HTMLElement, options: ResultsOptions): ResultsView {
  const status = element("p", "mc-search-status");
  status.setAttribute("role", "status");
  const filters = element("div", "mc-search-filters");
  filters.setAttribute("role", "group");
  const list = element("ol", "mc-search-list");
  const footer = element("div");
  container.append(status, filters, list, footer);

  let latest = 0;
  let query = "";
  let kind: SearchKind | "all" = "all";
  let shown = options.pageSize;
  let outcome: SearchOutcome | undefined;
  let manifest: SearchManifest | undefined;

  function resultItem(document: SearchDocument, forms: Set<string>, labels: SearchManifest["labels"]): HTMLLIElement {
    const item = element("li");
    const link = element("a");
    link.href = withBase(document.href);
    appendPieces(link, markWords(document.title, forms));
    const meta = element("p", "mc-search-meta");
    meta.append(element("span", "mc-search-kind", labels.kinds[document.kind].one));
    for (const part of [document.context, document.date]) if (part) meta.append(` · ${part}`);
    const text = element("p", "mc-search-snippet");
    appendPieces(text, snippet(document.text, forms));
    item.append(link, meta, text);
    return item;
  }

  /**
   * The results in order, each as soon as it and those above it have arrived: the first shows after its own
   * file, not after the slowest of the page. The count and the filters come with the first.
   */
  async function render(run: number): Promise<void> {
    if (!outcome || !manifest) return;
    const { labels } = manifest;
    const { forms } = outcome;
    // A filter chosen for an earlier query that this one has nothing of goes back to "all" before counting.
    if (kind !== "all" && !outcome.hits.some((hit) => hit.kind === kind)) kind = "all";
    const hits = kind === "all" ? outcome.hits : outcome.hits.filter((hit) => hit.kind === kind);
    const top = hits.slice(0, shown);
    const documents: (SearchDocument | undefined)[] = [];
    let drawn = -1;
    const draw = () => {
      let ready = drawn < 0 ? 0 : drawn;
      while (ready < top.length && documents[ready]) ready++;
      if (run !== latest || ready === drawn || (ready === 0 && top.length > 0)) return;
      if (drawn < 0) {
        filters.setAttribute("aria-label", labels.filters);
        renderFilters((outcome as SearchOutcome).hits);
        list.replaceChildren();
        const total = hits.length;
        status.textContent = fillLabel(total === 0 ? labels.noResults : total === 1 ? labels.resultCountOne : labels.resultCount, {
          total,
          termo: query.trim(),
        });
        renderFooter(total);
      }
      list.append(...documents.slice(Math.max(0, drawn), ready).map((document) => resultItem(document as SearchDocument, forms, labels)));
      drawn = ready;
    };
    if (top.length === 0) draw();
    await Promise.all(
      top.map((hit, index) =>
        loadDocument(manifest as SearchManifest, hit.id).then((document) => {
          documents[index] = document;
          draw();
        }),
      ),
    );
  }

  function renderFilters(hits: SearchHit[]): void {
    if (!manifest) return;
    const counts = countKinds(hits);
    if (kind !== "all" && !counts.has(kind)) kind = "all";
    const button = (value: SearchKind | "all", label: string, count: number) => {
      const node = element("button", undefined, `${label} (${count})`);
      node.type = "button";
      node.setAttribute("aria-pressed", String(kind === value));
      node.addEventListener("click", () => {
        kind = value;
        shown = options.pageSize;
        void render(++latest);
      });
      return node;
    };
    const kinds = SEARCH_KINDS.filter((value) => counts.has(value));
    // One kind alone needs no filter.
    filters.hidden = kinds.length < 2;
    filters.replaceChildren(
      button("all", manifest.labels.all, hits.length),
      ...kinds.map((value) => button(value, (manifest as SearchManifest).labels.kinds[value].many, counts.get(value) ?? 0)),
    );
  }

  function renderFooter(total: number): void {
    if (!manifest) return;
    const { labels } = manifest;
    footer.replaceChildren();
    if (options.mode === "panel" && total > 0) {
      const link = element("a", "mc-search-more", labels.seeAll);
      link.href = `${withBase(manifest.route)}?q=${encodeURIComponent(query.trim())}`;
      footer.append(link);
    } else if (options.mode === "page" && total > shown) {
      const more = element("button", "mc-search-more", labels.moreResults);
      more.type = "button";
      more.addEventListener("click", () => {
        const next = list.children.length;
        shown += options.pageSize;
        void render(++latest).then(() => (list.children[next]?.querySelector("a") as HTMLAnchorElement | null)?.focus());
      });
      footer.append(more);
    }
  }

  return {
    status,
    links: () => [...list.querySelectorAll<HTMLAnchorElement>("a")],
    async show(next: string) {
      const run = ++latest;
      query = next;
      shown = options.pageSize;
      const source = await indexSource();
      manifest = source.manifest;
      const found = await runSearch(source, next);
      if (run !== latest) return;
      outcome = found;
      if (found.words.length === 0) {
        status.textContent = "";
        filters.replaceChildren();
        list.replaceChildren();
        footer.replaceChildren();
        return;
      }
      await render(run);
    },
  };
}
