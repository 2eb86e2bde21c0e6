import { isPagePayload } from "../../src/content/page-payload";

/**
 * A page that opens with a hero image paints that image as its largest element. Preloading its AVIF
 * variants from <head> starts the download before the browser reaches the <img>, past the inline styles.
 * The srcset and sizes are read from the hero's own rendered <picture>, so the browser picks the same file.
 */
export function heroImagePreload(payload: unknown, html: string): string {
  if (!isPagePayload(payload)) return "";
  const first = payload.page.sections[0];
  if (first?.type !== "hero" || !first.image) return "";
  const source = /<source type="image\/avif" srcSet="([^"]+)" sizes="([^"]+)"/.exec(html);
  if (!source) return "";
  return `<link rel="preload" as="image" type="image/avif" fetchpriority="high" imagesrcset="${source[1]}" imagesizes="${source[2]}" />`;
}
