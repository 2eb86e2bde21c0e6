// Relative, not "@/": tests and the benchmark load this file outside Vite.
import { FAILED_ATTRIBUTE, HYDRATED_ATTRIBUTE, ISLAND_ATTRIBUTE, WAKING_ATTRIBUTE } from "../islands/island-definition";
import { LATE_SCRIPT_ATTRIBUTE, SCRIPT_ATTRIBUTE } from "../../lib/page-script-guard";

export const READY_ATTRIBUTES = {
  island: ISLAND_ATTRIBUTE,
  hydrated: HYDRATED_ATTRIBUTE,
  waking: WAKING_ATTRIBUTE,
  failed: FAILED_ATTRIBUTE,
  script: SCRIPT_ATTRIBUTE,
  lateScript: LATE_SCRIPT_ATTRIBUTE,
};

/**
 * Whether a page is ready for a visitor's first tap: its script has wired the frame (entry.ts marks
 * <html data-enhanced>) and the islands that wake on load (or have started waking) have hydrated, or their code could
 * not load (their fallbacks are in place). Pages without a module script are ready as they are, and so is a page
 * whose script could not load (it shows itself as without JavaScript: src/lib/page-script-guard.ts). Self-contained
 * on purpose: tests and the benchmark hand it to the browser (Playwright's waitForFunction) with READY_ATTRIBUTES as
 * its argument, where nothing it imports exists.
 */
export function isPageReady(attributes: typeof READY_ATTRIBUTES): boolean {
  const { island, hydrated, waking: started, failed, script, lateScript } = attributes;
  // The page's script, in the HTML as an inert tag until the head's line loads it (src/build/page-template.ts).
  if (!document.querySelector(`script[type="module"], script[${lateScript}]`)) return true;
  if (!document.documentElement.hasAttribute(script)) return true;
  const settled = `:not([${hydrated}]):not([${failed}])`;
  const waking = document.querySelectorAll(`[${island}][data-wake="idle"]${settled}, [${island}][${started}]${settled}`);
  return document.documentElement.hasAttribute("data-enhanced") && waking.length === 0;
}
