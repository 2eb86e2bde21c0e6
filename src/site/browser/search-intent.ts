import { withBase } from "@/lib/base-path";
import { SEARCH_MANIFEST_PATH } from "@/lib/search/search-data";
import type * as SearchUi from "./search/search-ui";
import { openSearchPanel } from "./search-panel";

/**
 * The site search costs a page nothing until the visitor shows they want it (docs/architecture.md, "Search"):
 * this listener and the panel's frame are all the page script carries. Its code and the index's manifest are
 * fetched on intent (a pointer down on the header's search button, focus on it or on the search page's field, the
 * "/" key). The click that follows (or the "/" itself) opens the panel's frame and field at once (search-panel.ts),
 * and the code fills it with results when it comes; a search page opened with "?q=" searches at once.
 */
let loading: Promise<typeof SearchUi> | undefined;
// The manifest is fetched beside the code, not after it: one round trip instead of two.
let manifest: Promise<Response> | undefined;
const loadSearch = () => {
  if (!manifest) {
    manifest = fetch(withBase(SEARCH_MANIFEST_PATH));
    // Its reader is the panel's code; should that code never arrive, the failure is not left unhandled.
    manifest.catch(() => undefined);
  }
  return (loading ??= import("./search/search-ui")
    .then((ui) => {
      ui.adoptManifest(manifest as Promise<Response>);
      return ui;
    })
    .catch((error: unknown) => {
      // A failed load (a network hiccup) is tried again at the next intent, not remembered for the page's life.
      loading = undefined;
      manifest = undefined;
      throw error;
    }));
};

function typingIn(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
}

export function listenForSearchIntent(): void {
  // The header has two (the strip's and the bar's): one shows at a time.
  const buttons = [...document.querySelectorAll<HTMLButtonElement>("[data-search-open]")];
  const page = document.querySelector<HTMLFormElement>("[data-search-page]");
  if (buttons.length === 0 && !page) return;
  // A load that fails here is tried again at the next intent (loadSearch forgets it); the panel's own path says what
  // happens without the code, so these two only keep the failure from going unhandled (a page error).
  const warm = () => void loadSearch().catch(() => undefined);
  const enablePage = () =>
    page &&
    void loadSearch()
      .then((ui) => ui.enablePage(page))
      // Without its code the search page stays what it is without JavaScript: its form, sent to itself.
      .catch(() => undefined);
  const open = (event: Event, button = buttons.find((candidate) => candidate.offsetParent !== null)) => {
    event.preventDefault();
    // On the search page itself, its own field is the search.
    if (page) {
      page.querySelector<HTMLInputElement>("input[name=q]")?.focus();
      return;
    }
    if (!button) return;
    // The panel and its field open within this very handler, before the search's code is here: the letters typed
    // at once land in the field the search will use, and a phone raises its keyboard.
    const panel = openSearchPanel(button);
    void loadSearch()
      .then((ui) => ui.fillPanel(panel))
      // Without its code (offline, a failed deploy) the panel's form does what the header's does without
      // JavaScript: the search page, with what was typed so far.
      .catch(() => panel.open && panel.querySelector("form")?.submit());
  };
  for (const button of buttons) {
    button.addEventListener("pointerdown", warm);
    button.addEventListener("focus", warm);
    button.addEventListener("click", (event) => open(event, button));
  }
  document.addEventListener("keydown", (event) => {
    if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey || typingIn(event.target)) return;
    open(event);
  });
  if (page) {
    page.addEventListener("focusin", enablePage, { once: true });
    page.addEventListener("pointerdown", enablePage, { once: true });
    if (new URLSearchParams(location.search).get("q")) enablePage();
  }
}
