import type { ResultsView } from "./search-results";

/** Up and down move between the field and the results; the field keeps every other key. */
export function arrowKeys(input: HTMLInputElement, view: ResultsView, root: HTMLElement): void {
  root.addEventListener("keydown", (event) => {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    const links = view.links();
    if (links.length === 0) return;
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    const next = event.key === "ArrowDown" ? (at < 0 ? 0 : Math.min(at + 1, links.length - 1)) : at - 1;
    event.preventDefault();
    (next < 0 ? input : links[next])?.focus();
  });
}
