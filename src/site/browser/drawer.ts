/** The header menu's links (main-nav.tsx), copied into the drawer's list without their classes (its list styles them). */
function copyMenuLinks(dialog: HTMLDialogElement): void {
  const list = dialog.querySelector("[data-drawer-links]");
  if (!list || list.childElementCount > 0) return;
  for (const item of document.querySelectorAll("[data-main-nav] > li")) {
    const copy = item.cloneNode(true) as Element;
    for (const styled of [copy, ...copy.querySelectorAll("[class]")]) styled.removeAttribute("class");
    list.append(copy);
  }
}

/**
 * The phone menu (spec: a right-side drawer), pre-rendered closed in every page as a native <dialog>, its links
 * copied from the header's menu when it first opens: showModal makes the page behind inert and closes on Escape; the
 * Tab wrap keeps focus inside in every browser; choosing a link closes it; closing gives focus back to the Menu button.
 */
export function enableDrawer(): void {
  const button = document.querySelector<HTMLButtonElement>("[data-drawer-open]");
  const dialog = document.getElementById(button?.getAttribute("aria-controls") ?? "");
  if (!button || !(dialog instanceof HTMLDialogElement)) return;
  button.addEventListener("click", () => {
    copyMenuLinks(dialog);
    dialog.showModal();
    button.setAttribute("aria-expanded", "true");
  });
  dialog.addEventListener("close", () => {
    button.setAttribute("aria-expanded", "false");
    button.focus();
  });
  dialog.addEventListener("click", (event) => {
    if (event.target instanceof Element && event.target.closest("[data-drawer-close], a[href]")) dialog.close();
  });
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
