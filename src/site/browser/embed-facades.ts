import { embedFrame } from "@/lib/embed-frame";

/**
 * Privacy facades (docs/product-decisions.md): a third party's frame (Google's map, a YouTube video) is
 * described by `[data-embed]`'s attributes (src/lib/embed-frame.ts), beside an original preview, so nothing is
 * requested from that host until the visitor presses the `[data-embed-load]` button. The frame then takes the
 * preview's place and the focus the button had. The CSP's frame-src names the hosts allowed.
 */
export function enableEmbedFacades(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>("[data-embed-load]")) {
    button.addEventListener("click", () => {
      const box = button.closest<HTMLElement>("[data-embed]");
      const frame = box && embedFrame(box);
      if (!box || !frame) return;
      box.replaceChildren(frame);
      frame.focus();
    });
  }
}
