// Relative, not "@/": tests and the benchmark load this file outside Vite.
import { HYDRATED_ATTRIBUTE, ISLAND_ATTRIBUTE, WAKING_ATTRIBUTE } from "../islands/island-definition";

export const READY_ATTRIBUTES = { island: ISLAND_ATTRIBUTE, hydrated: HYDRATED_ATTRIBUTE, waking: WAKING_ATTRIBUTE };

/**
 * Whether a page is ready for a visitor's first tap: its script has wired the frame (entry.ts marks
 * <html data-enhanced>) and the islands that wake on load (or have started waking) have hydrated. Pages without a module script
 * are ready as they are. Self-contained on purpose: tests and the benchmark hand it to the browser
 * (Playwright's waitForFunction) with READY_ATTRIBUTES as its argument, where nothing it imports exists.
 */
export function isPageReady(attributes: typeof READY_ATTRIBUTES): boolean {
  if (!document.querySelector('script[type="module"]')) return true;
  const { island, hydrated, waking: started } = attributes;
  const waking = document.querySelectorAll(`[${island}][data-wake="idle"]:not([${hydrated}]), [${island}][${started}]:not([${hydrated}])`);
  return document.documentElement.hasAttribute("data-enhanced") && waking.length === 0;
}
