import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Site } from "../types/generated/content";

/**
 * The church's mark (site.json's theme.mark) as the pages show it. An SVG goes inside the page as a data: URI in
 * an <img>: the header's first paint needs no request for it, and the drawing cannot run anything (an <img> runs no
 * script; the file itself is never published, so no one can open it at the site's address). A picture (.png,
 * .webp, .avif) is published with the other images and loaded from its address.
 */
export async function siteWithPageMark(site: Site, contentDir: string): Promise<Site> {
  const { src } = site.theme.mark;
  if (!src.endsWith(".svg")) return site;
  const svg = (await readFile(join(contentDir, src), "utf8")).trim();
  return { ...site, theme: { ...site.theme, mark: { src: svgDataUri(svg) } } };
}

/**
 * Percent-encoded where a data: URI must be (`%`, `#`) and where the HTML attribute would otherwise spell a
 * character out as an entity (quotes, brackets: `%3C` is shorter than `&lt;`): shorter than base64, and it
 * compresses with the page.
 */
export function svgDataUri(svg: string): string {
  const text = svg.replace(/\s+/g, " ").replace(/> </g, "><").replace(/"/g, "'");
  return `data:image/svg+xml,${text.replace(/[%#<>'&]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}
