import { showToast, type ToastTone } from "@/lib/toasts";

/**
 * Links that hand the visitor a file an app opens (.ics) say what happens next: `data-toast` holds the
 * message, written by the component that renders the link.
 */
export function enableToastLinks(): void {
  document.addEventListener("click", (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLElement>("[data-toast]") : null;
    if (!link) return;
    showToast(link.dataset.toast ?? "", { tone: (link.dataset.toastTone as ToastTone | undefined) ?? "info" });
  });
}
