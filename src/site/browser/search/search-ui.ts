import { addSearchStyles } from "./search-styles";
import { adoptManifest as adopt, loadManifest } from "./search-client";

/** The manifest the page script started fetching on intent (search-intent.ts), taken over. */
export function adoptManifest(response: Promise<Response>): void {
  adopt(response);
}
import { createResultsView } from "./search-results";

import { enableSearchPage } from "./search-page";
import { arrowKeys } from "./result-keys";

/** The search page's field, results and address (search-page.ts). */
export function enablePage(form: HTMLFormElement): void {
  enableSearchPage(form);
}

let panel: HTMLDialogElement | undefined;
/** The button that opened the panel last: focus goes back to it. */
let opener: HTMLButtonElement | undefined;

/**
 * The header's search: a modal dialog (the page behind is inert, Escape closes it, focus goes back to the
 * button) with an ordinary search form, whose Enter opens the search page with every result.
 */
export function openPanel(button: HTMLButtonElement): void {
  addSearchStyles();
  opener = button;
  if (!panel) panel = buildPanel(button);
  if (!panel.open) panel.showModal();
  panel.querySelector("input")?.focus();
}

function buildPanel(button: HTMLButtonElement): HTMLDialogElement {
  const form = button.form as HTMLFormElement;
  const label = button.form?.getAttribute("aria-label") ?? "";
  const dialog = document.createElement("dialog");
  dialog.className = "mc-search-panel";
  dialog.setAttribute("aria-label", label);
  const bar = document.createElement("form");
  bar.className = "mc-search-bar";
  bar.setAttribute("role", "search");
  bar.action = form.action;
  bar.method = "get";
  const input = document.createElement("input");
  input.type = "search";
  input.name = "q";
  input.id = "mc-search-campo";
  input.autocomplete = "off";
  input.enterKeyHint = "search";
  input.placeholder = button.dataset.placeholder ?? "";
  input.setAttribute("aria-label", label);
  const close = document.createElement("button");
  close.type = "button";
  close.className = "mc-search-close";
  close.hidden = true;
  close.addEventListener("click", () => dialog.close());
  bar.append(input, close);
  const body = document.createElement("div");
  body.className = "mc-search-body";
  dialog.append(bar, body);
  document.body.append(dialog);

  // Five, then "Ver todos os resultados": each one more is a file to fetch on a slow phone.
  const view = createResultsView(body, { pageSize: 5, mode: "panel" });
  view.status.id = "mc-search-estado";
  input.setAttribute("aria-describedby", view.status.id);
  let typed = 0;
  input.addEventListener("input", () => {
    const run = ++typed;
    void view.show(input.value).catch(() => run === typed && undefined);
  });
  arrowKeys(input, view, dialog);
  // Escape closes the panel at once: in a search field the browser would first only empty it.
  input.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    event.preventDefault();
    dialog.close();
  });
  // A result on this very page (an anchor) must not leave the panel over it.
  body.addEventListener("click", (event) => {
    if ((event.target as HTMLElement).closest("a")) dialog.close();
  });
  dialog.addEventListener("close", () => opener?.focus());
  // A click on the backdrop (outside the panel's box) closes it, as Escape does.
  dialog.addEventListener("click", (event) => {
    if (event.target === dialog) {
      const box = dialog.getBoundingClientRect();
      const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
      if (!inside) dialog.close();
    }
  });
  void loadManifest()
    .then((manifest) => {
      close.textContent = manifest.labels.close;
      close.hidden = false;
    })
    .catch(() => undefined);
  return dialog;
}
