import { PAGES_PARAM, withPages } from "@/lib/list-pages";
import { CATEGORY_PARAM } from "@/lib/post-address";
import { pushAddress, replaceAddress, useAddress } from "@/lib/use-address";

/**
 * The address's query, read on load and followed through the back button; choosing a category adds
 * an entry to the history (?category=Fé) and "Todos" removes the parameter; "Mostrar mais" notes how many pages are
 * shown (?pagina=2) without adding one, so a reload or a shared link shows the same list. While React hydrates it
 * reads as empty, like the pre-rendered list (useAddress), so hydration never sees a mismatch.
 */
export function useCategoryQuery(): [URLSearchParams, (category: string | null) => void, (pages: number) => void] {
  const { search } = useAddress();
  const choose = (category: string | null) => {
    const url = new URL(window.location.href);
    url.search = category ? new URLSearchParams({ [CATEGORY_PARAM]: category }).toString() : "";
    pushAddress(url);
  };
  const showPages = (pages: number) => {
    const url = withPages(new URL(window.location.href), pages);
    if (url.href !== window.location.href) replaceAddress(url);
  };
  return [new URLSearchParams(search), choose, showPages];
}

/**
 * The addresses the list's buttons stand for, relative to the page: where they lead when the list's code cannot load
 * (src/site/browser/island-fallbacks.ts), the same state the list itself would show.
 */
export const categoryHref = (category: string | null): string => (category ? `?${new URLSearchParams({ [CATEGORY_PARAM]: category }).toString()}` : "?");
export const morePagesHref = (category: string | null, pages: number): string =>
  `?${new URLSearchParams({ ...(category ? { [CATEGORY_PARAM]: category } : {}), [PAGES_PARAM]: String(pages) }).toString()}`;
