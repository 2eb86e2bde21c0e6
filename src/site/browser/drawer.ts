/**
 * The phone menu (spec: a right-side drawer), pre-rendered closed in every page as a native <dialog>:
 * showModal makes the page behind inert and closes on Escape; the Tab wrap keeps focus inside in every
 * browser; choosing a link closes it; closing gives focus back to the Menu button.
 */
export function enableDrawer(): void {
  const button = document.querySelector<HTMLButtonElement>("[data-drawer-open]");
  const dialog = document.getElementById(button?.getAttribute("aria-controls") ?? "");
  if (!button || !(dialog instanceof HTMLDialogElement)) return;
  const close = () => dialog.close();
  button.addEventListener("click", () => {
    dialog.showModal();
    button.setAttribute("aria-expanded", "true");
  });
  dialog.addEventListener("close", () => {
    button.setAttribute("aria-expanded", "false");
    button.focus();
  });
  for (const closer of dialog.querySelectorAll("[data-drawer-close], a[href]")) closer.addEventListener("click", close);
  dialog.addEventListener("keydown", (event) => {
    if (event.key !== "Tab") return;
    const focusable = dialog.querySelectorAll<HTMLElement>("a[href], button");
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  });
}
