import type { SiteContent } from "../kinds/types";
import { isSiteRelative } from "../posts/sanitize-urls";
import { IMAGE_PREFIX, type ImageIndex } from "./image-names";
import { linkPath } from "./link-checks";

/**
 * The file under /images/ a value of content points at, by the rule the check applies to it: an image's
 * `src`, or a link (`href`) whose path is a file there ("/images/programa.png#p2" → "/images/programa.png").
 * The check (cross-checks.ts, post-body-checks.ts) and the build (publishedImages) read references
 * through this one function, so the build publishes exactly what the check let through.
 */
export function imageReference(key: string, value: string): string | undefined {
  if (key === "src") return value.startsWith(IMAGE_PREFIX) ? value : undefined;
  if (key !== "href" || !isSiteRelative(value)) return undefined;
  const path = linkPath(value);
  return path.startsWith(IMAGE_PREFIX) ? path : undefined;
}

function collectReferences(value: unknown, found: Set<string>): void {
  if (Array.isArray(value)) for (const item of value) collectReferences(item, found);
  else if (value && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) {
      const reference = typeof child === "string" ? imageReference(key, child) : undefined;
      if (reference) found.add(reference);
      else collectReferences(child, found);
    }
  }
}

/**
 * Every image file the site shows or links to, wherever it is written: site.json, every page, every
 * collection item (shown by a block or not), every post's picture and every picture or link in a post's
 * text. The build writes all of them (with their AVIF/WebP widths) before it renders a page, instead of
 * only those a page's data happens to describe. A path outside the images folder is not one of its files
 * (a file of static/ is copied by Vite as it is). An SVG (only the mark in site.json may be one) is not published:
 * the pages carry it inside them (src/build/brand-mark.ts), and a published SVG could run script at the site's
 * address when opened.
 */
export function publishedImages(content: SiteContent, images: ImageIndex): string[] {
  const found = new Set<string>();
  collectReferences(content, found);
  for (const post of content.posts) for (const src of post.bodyImages) found.add(src);
  for (const sermon of content.sermons) for (const src of sermon.bodyImages) found.add(src);
  return [...found].filter((src) => images.files.has(src) && !src.endsWith(".svg")).sort();
}
