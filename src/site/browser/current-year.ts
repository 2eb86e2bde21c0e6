/** The footer's year is the build's; the visitor's clock may already be in the next one. */
export function showCurrentYear(): void {
  for (const element of document.querySelectorAll("[data-current-year]")) element.textContent = String(new Date().getFullYear());
}
