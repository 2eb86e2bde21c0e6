import { addSearchStyles } from "./search-styles";
import { createResultsView } from "./search-results";
import { arrowKeys } from "./result-keys";

/**
 * The search page with JavaScript: what is typed searches at once and stays in the address (/busca?q=...),
 * replaced while typing, and a new entry in the history when the visitor presses Enter, so Back returns to
 * the previous search; the list of everything on the site shows again when the field is emptied.
 */
let enabled = false;

export function enableSearchPage(form: HTMLFormElement): void {
  if (enabled) return;
  enabled = true;
  addSearchStyles();
  const input = form.querySelector<HTMLInputElement>("input[name=q]");
  const results = document.querySelector<HTMLElement>("[data-search-results]");
  const listing = document.querySelector<HTMLElement>("[data-search-listing]");
  if (!input || !results) return;
  const view = createResultsView(results, { pageSize: 20, mode: "page" });
  const address = (query: string) => (query ? `${location.pathname}?q=${encodeURIComponent(query)}` : location.pathname);
  const show = (query: string) => {
    const searching = query.trim().length > 0;
    results.hidden = !searching;
    if (listing) listing.hidden = searching;
    void view.show(query).catch(() => undefined);
  };
  input.addEventListener("input", () => {
    history.replaceState(history.state, "", address(input.value));
    show(input.value);
  });
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    history.pushState(history.state, "", address(input.value));
    show(input.value);
  });
  addEventListener("popstate", () => {
    input.value = new URLSearchParams(location.search).get("q") ?? "";
    show(input.value);
  });
  arrowKeys(input, view, results.parentElement ?? results);
  // What the address asks for, or what was typed before this code arrived.
  input.value ||= new URLSearchParams(location.search).get("q") ?? "";
  if (input.value) show(input.value);
}
