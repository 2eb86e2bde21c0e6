import { showToast } from "@/lib/toasts";

/** The text a copy button stands for: a field's value (the PIX code) or an element's text (the key). */
function textOf(target: HTMLElement): string {
  return (target instanceof HTMLTextAreaElement || target instanceof HTMLInputElement ? target.value : (target.textContent ?? "")).trim();
}

async function copy(button: HTMLElement): Promise<void> {
  const target = document.getElementById(button.dataset.copy ?? "");
  if (!target) return;
  try {
    await navigator.clipboard.writeText(textOf(target));
    showToast(button.dataset.copyDone ?? "", { tone: "success" });
  } catch {
    // No clipboard (an old browser, a denied permission): the text is selected for the visitor to copy.
    if (target instanceof HTMLTextAreaElement || target instanceof HTMLInputElement) target.select();
    else window.getSelection()?.selectAllChildren(target);
    showToast(button.dataset.copyFailed ?? "", { duration: 8000 });
  }
}

/**
 * Buttons with `data-copy="<id>"` copy that element's text and say so in a toast: the button carries both messages,
 * `data-copy-done` (its own) and `data-copy-failed` (site.json's words), so no word is written here.
 */
export function enableCopyButtons(): void {
  for (const button of document.querySelectorAll<HTMLElement>("[data-copy]")) button.addEventListener("click", () => void copy(button));
}
