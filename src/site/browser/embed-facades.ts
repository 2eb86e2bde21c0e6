/**
 * Privacy facades (docs/product-decisions.md): a third party's frame (Google's map, a YouTube video)
 * waits in a <template> inside `[data-embed]`, beside an original preview, so nothing is requested from
 * that host until the visitor presses the `[data-embed-load]` button. The frame then takes the
 * preview's place and the focus the button had. The CSP's frame-src names the hosts allowed.
 */
export function enableEmbedFacades(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>("[data-embed-load]")) {
    button.addEventListener("click", () => {
      const box = button.closest("[data-embed]");
      const frame = box?.querySelector("template")?.content.firstElementChild?.cloneNode(true);
      if (!box || !(frame instanceof HTMLIFrameElement)) return;
      box.replaceChildren(frame);
      frame.focus();
    });
  }
}
