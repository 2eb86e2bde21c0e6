/**
 * Browsers that read the page's speculation rules (src/site/components/speculation-rules.tsx) prerender
 * the next page themselves; the others get it prefetched when a link is pointed at or focused.
 */
export function enablePrefetchFallback(): void {
  if (HTMLScriptElement.supports?.("speculationrules")) return;
  const fetched = new Set<string>();
  const prefetch = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin || link.target) return;
    const url = link.href.split("#")[0] ?? "";
    if (!url || fetched.has(url) || url === window.location.href.split("#")[0] || /\.[a-z0-9]+$/i.test(link.pathname)) return;
    fetched.add(url);
    const hint = document.createElement("link");
    hint.rel = "prefetch";
    hint.href = url;
    document.head.append(hint);
  };
  document.addEventListener("pointerover", prefetch, { passive: true });
  document.addEventListener("focusin", prefetch);
}
