import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Site } from "../types/generated/content";
import { svgDataUri } from "../lib/svg-data-uri";

/**
 * The church's mark (site.json's theme.mark) as the pages show it. An SVG goes inside the page as a data: URI in
 * an <img>: the header's first paint needs no request for it, and the drawing cannot run anything (an <img> runs no
 * script; the file itself is never published, so no one can open it at the site's address). A picture (.png,
 * .webp, .avif) is published with the other images and loaded from its address.
 */
export async function siteWithPageMark(site: Site, contentDir: string): Promise<Site> {
  const { src } = site.theme.mark;
  if (!src.endsWith(".svg")) return site;
  return { ...site, theme: { ...site.theme, mark: { src: svgDataUri(await readFile(join(contentDir, src), "utf8")) } } };
}
