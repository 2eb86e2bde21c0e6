import { addSearchStyles } from "./search-styles";
import { adoptManifest as adopt } from "./search-client";
import { createResultsView } from "./search-results";
import { enableSearchPage } from "./search-page";
import { arrowKeys } from "./result-keys";

/** The manifest the page script started fetching on intent (search-intent.ts), taken over. */
export function adoptManifest(response: Promise<Response>): void {
  adopt(response);
}

/** The search page's field, results and address (search-page.ts). */
export function enablePage(form: HTMLFormElement): void {
  enableSearchPage(form);
}

/** The panel already filled: the page script opens the same one again (search-panel.ts). */
let filled: HTMLDialogElement | undefined;

/**
 * The header's search: the panel the page script opened (search-panel.ts: a modal dialog, the page behind inert,
 * Escape closes it, focus goes back to the button) gets its results, as typed, below the field it already has. What
 * was typed while this code was on its way is in that field: it is searched at once.
 */
export function fillPanel(dialog: HTMLDialogElement): void {
  const input = dialog.querySelector("input");
  if (filled === dialog || !input) return;
  filled = dialog;
  addSearchStyles();
  const body = document.createElement("div");
  body.className = "mc-search-body";
  dialog.append(body);

  // Five, then "Ver todos os resultados": each one more is a file to fetch on a slow phone.
  const view = createResultsView(body, { pageSize: 5, mode: "panel" });
  view.status.id = "mc-search-estado";
  input.setAttribute("aria-describedby", view.status.id);
  let typed = 0;
  const search = () => {
    const run = ++typed;
    void view.show(input.value).catch(() => run === typed && undefined);
  };
  input.addEventListener("input", search);
  arrowKeys(input, view, dialog);
  // A result on this very page (an anchor) must not leave the panel over it.
  body.addEventListener("click", (event) => {
    if ((event.target as HTMLElement).closest("a")) dialog.close();
  });
  // A click on the backdrop (outside the panel's box) closes it, as Escape does.
  dialog.addEventListener("click", (event) => {
    if (event.target === dialog) {
      const box = dialog.getBoundingClientRect();
      const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
      if (!inside) dialog.close();
    }
  });
  if (input.value) search();
}
