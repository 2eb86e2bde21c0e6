/**
 * Privacy facade (docs/product-decisions.md): the map's frame waits in a <template> beside an original
 * preview, so nothing is requested from Google until the visitor presses "Carregar mapa". The frame
 * then takes the preview's place and the focus the button had.
 */
export function enableMapFacades(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>("[data-map-load]")) {
    button.addEventListener("click", () => {
      const box = button.closest("[data-map]");
      const frame = box?.querySelector("template")?.content.firstElementChild?.cloneNode(true);
      if (!box || !(frame instanceof HTMLIFrameElement)) return;
      box.replaceChildren(frame);
      frame.focus();
    });
  }
}
