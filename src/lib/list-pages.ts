/**
 * How many pages of a list shown a page at a time are in view (the blog's, the sermons'), in the address: /blog?pagina=2
 * after one "Mostrar mais". A reload or a shared link shows the same list, and it is where "Mostrar mais" leads when
 * the list's code cannot load (src/site/browser/island-fallbacks.ts). Its own module, importing nothing, because the
 * page script reads it without loading the lists' code (src/site/browser/island-loaders.ts).
 */
export const PAGES_PARAM = "pagina";

/** How many pages ?pagina= asks for: a whole number from 1 (anything else is 1). */
export function readPages(params: URLSearchParams): number {
  const wanted = Number(params.getAll(PAGES_PARAM).at(-1) ?? "1");
  return Number.isInteger(wanted) && wanted > 1 ? wanted : 1;
}

/** The address `url` with `pages` pages in view (the parameter left out for the first alone). */
export function withPages(url: URL, pages: number): URL {
  const next = new URL(url);
  if (pages > 1) next.searchParams.set(PAGES_PARAM, String(pages));
  else next.searchParams.delete(PAGES_PARAM);
  return next;
}
