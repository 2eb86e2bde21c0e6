/** A button with data-disclosure shows and hides the element its aria-controls names ("Mais Informações"). */
export function enableDisclosures(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>("[data-disclosure]")) {
    const panel = document.getElementById(button.getAttribute("aria-controls") ?? "");
    if (!panel) continue;
    button.addEventListener("click", () => {
      const open = button.getAttribute("aria-expanded") !== "true";
      button.setAttribute("aria-expanded", String(open));
      panel.hidden = !open;
    });
  }
}
