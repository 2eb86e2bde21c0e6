import { speculationRules } from "@/lib/speculation-rules";

/**
 * Browsers that read speculation rules are given the site's (src/lib/speculation-rules.ts) and prerender the
 * next page themselves; the others get it prefetched when a link is pointed at or focused. The rules are added
 * here rather than written in each page: they only matter once the visitor reaches for a link, and the page's
 * HTML must fit in its first round trip (14.6 KB with the response's headers).
 */
export function enableNextPageLoading(): void {
  if (HTMLScriptElement.supports?.("speculationrules")) {
    const rules = document.createElement("script");
    rules.type = "speculationrules";
    rules.textContent = speculationRules(import.meta.env.BASE_URL);
    document.head.append(rules);
    return;
  }
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
