/**
 * Asks the browser to fetch a page's chunks now (written into its data by the build), so importing
 * its blocks costs one round trip rather than one per level of imports. The pre-rendered HTML lists
 * the same chunks for the first page; this does it for pages reached by client navigation.
 */
export function preloadModules(urls: readonly string[] | undefined): void {
  if (typeof document === "undefined" || !urls) return;
  const listed = new Set([...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.getAttribute("href")));
  for (const href of urls) {
    if (listed.has(href)) continue;
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.crossOrigin = "";
    link.href = href;
    document.head.append(link);
  }
}
