import { showToast } from "@/lib/toasts";

async function share(button: HTMLElement): Promise<void> {
  const url = window.location.href;
  const { shareTitle: title, shareText: text, shareDone = "", shareFailed = "" } = button.dataset;
  if (typeof navigator.share === "function") {
    try {
      await navigator.share({ title, text, url });
      return;
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    showToast(shareDone, { tone: "success" });
  } catch {
    showToast(`${shareFailed} ${url}`, { duration: 8000 });
  }
}

/** "Compartilhar" (docs/product-decisions.md): the phone's share sheet, otherwise the link is copied; the toasts' words are the button's. */
export function enableShareButtons(): void {
  for (const button of document.querySelectorAll<HTMLElement>("[data-share-title]")) button.addEventListener("click", () => void share(button));
}
