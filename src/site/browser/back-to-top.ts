/** Spec §9: the back-to-top button shows once the page is scrolled more than 300 px. */
export const BACK_TO_TOP_THRESHOLD = 300;

function scrollBehavior(): ScrollBehavior {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "instant" : "smooth";
}

/** The button is in every page's HTML, hidden; it shows past the threshold and scrolls to the top. */
export function enableBackToTop(): void {
  const button = document.querySelector<HTMLButtonElement>("[data-back-to-top]");
  if (!button) return;
  const update = () => {
    button.hidden = window.scrollY <= BACK_TO_TOP_THRESHOLD;
  };
  update();
  window.addEventListener("scroll", update, { passive: true });
  button.addEventListener("click", () => {
    window.scrollTo({ top: 0, behavior: scrollBehavior() });
    // The button disappears at the top; focus goes where a keyboard user starts (the skip link's target's page).
    document.getElementById("conteudo")?.focus({ preventScroll: true });
  });
}
