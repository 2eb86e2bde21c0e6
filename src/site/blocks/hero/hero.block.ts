import { defineBlock } from "../block-definition";
import { HeroBlock } from "./hero-block";

/**
 * A page that opens with a hero image paints that image as its largest element. Preloading its AVIF
 * variants from <head> starts the download before the browser reaches the <img>, past the inline styles.
 * The srcset and sizes are read from the hero's own rendered <picture>, so the browser picks the same file.
 */
function heroImagePreload(html: string): string[] {
  const source = /<source type="image\/avif" srcSet="([^"]+)" sizes="([^"]+)"/.exec(html);
  if (!source) return [];
  return [`<link rel="preload" as="image" type="image/avif" fetchpriority="high" imagesrcset="${source[1]}" imagesizes="${source[2]}" />`];
}

export const heroBlock = defineBlock({
  type: "hero",
  component: HeroBlock,
  head: ({ block, position, html }) => (position === 0 && block.image ? { links: heroImagePreload(html) } : {}),
});
