import type { ThemeChannelName, ThemeTokenName } from "@/lib/theme/theme-tokens";

// The theme's custom properties by name, checked against the tokens' table without shipping it (or the site's
// colours module) in every page's script; the values are the page head's, as everywhere (src/site/theme/colors.ts).
const color = (name: ThemeTokenName) => `var(--${name})`;
const translucent = (name: ThemeChannelName, alpha: number) => `rgba(var(--${name}),${alpha})`;
// From 640 px the panel is a box under the top of the screen, as tall as what it holds (a modal dialog is pinned to
// both edges of the screen, so without "bottom:auto" it would stand empty down to its greatest height).
const CSS = `
.mc-search-panel{box-sizing:border-box;width:100%;max-width:100%;height:100%;max-height:100%;margin:0;padding:0;border:0;background:${color("card")};color:${color("text")};overflow:auto;overscroll-behavior:contain}
.mc-search-panel::backdrop{background:${translucent("scrim-rgb", 0.55)}}
@media (min-width:640px){.mc-search-panel{width:min(44rem,calc(100% - 2rem));height:auto;max-height:calc(100% - 6rem);bottom:auto;margin:3rem auto auto;border-radius:1rem;box-shadow:0 20px 50px ${translucent("shadow-rgb", 0.35)}}}
.mc-search-bar{position:sticky;top:0;z-index:1;display:flex;gap:.5rem;align-items:center;padding:.75rem 1rem;background:${color("card")};border-bottom:1px solid ${color("line")}}
.mc-search-bar input{flex:1;min-width:0;min-height:48px;padding:.5rem .875rem;border:2px solid ${color("text-soft")};border-radius:.5rem;font:inherit;font-size:1.125rem;color:${color("text")};background:${color("card")}}
.mc-search-close{min-height:44px;padding:0 .875rem;border:2px solid ${color("heading")};border-radius:999px;background:${color("card")};color:${color("heading")};font:inherit;font-weight:600;cursor:pointer}
`;

let panel: HTMLDialogElement | undefined;
/** The button that opened the panel last: focus goes back to it. */
let opener: HTMLButtonElement | undefined;

/**
 * Opens the search panel over the page (the page behind inert) with its field focused, and returns it. Its frame
 * (the dialog, its form, its one field and the close button) is made by the page script in the very handler of
 * the tap or the "/" key, before the search's code has arrived: letters typed at once land in the field the visitor
 * keeps, and the search's code (search/search-ui.ts) fills this same dialog with results when it comes, so no letter
 * is ever copied from one field to another, lost, or put out of order. Focusing the field within the tap is also
 * what makes iOS raise the keyboard.
 *
 * Until that code arrives the frame is an ordinary GET form to the search page (Enter opens /busca?q=); Escape and
 * the close button close it, and focus goes back to the button that opened it.
 */
export function openSearchPanel(button: HTMLButtonElement): HTMLDialogElement {
  opener = button;
  panel ??= buildFrame(button);
  if (!panel.open) panel.showModal();
  panel.querySelector("input")?.focus();
  return panel;
}

function buildFrame(button: HTMLButtonElement): HTMLDialogElement {
  const style = document.createElement("style");
  style.textContent = CSS;
  document.head.append(style);
  const label = button.form?.getAttribute("aria-label") ?? "";
  const dialog = document.createElement("dialog");
  dialog.className = "mc-search-panel";
  dialog.setAttribute("aria-label", label);
  const bar = document.createElement("form");
  bar.className = "mc-search-bar";
  bar.setAttribute("role", "search");
  bar.action = button.form?.action ?? "";
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
  close.textContent = button.dataset.close ?? "";
  close.addEventListener("click", () => dialog.close());
  // Escape closes the panel at once: in a search field the browser would first only empty it.
  input.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    event.preventDefault();
    dialog.close();
  });
  dialog.addEventListener("close", () => opener?.focus());
  bar.append(input, close);
  dialog.append(bar);
  document.body.append(dialog);
  return dialog;
}
