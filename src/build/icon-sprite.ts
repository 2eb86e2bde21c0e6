import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { firstSectionEnd } from "./first-screen";
import { outsideIslands } from "./island-html";
import { outputWriter } from "./output-writer";
import { KEEP_ICON_INLINE } from "../site/components/keep-icon-inline";

/*
 * The icons below the first screen, drawn once for the whole site. A page's line icons and brand marks are 1.3 to
 * 2.5 KB of its compressed HTML (the footer's alone about 1 KB, on every page): on the longest pages the difference
 * between arriving in TCP's first round trip or not (docs/performance.md). Below the page's first section, where
 * nothing of the first screen is drawn, each decorative icon becomes `<svg …><use href="…/icons-<hash>.svg#i…"/></svg>`,
 * its drawing kept once in one file for the site, named by its content and cached a year like every asset. The first
 * screen's icons stay in the page, drawn with it.
 *
 * - The <svg> keeps its own attributes (size, viewBox, stroke, fill): the drawing inherits them through <use>, as it
 *   inherits `currentColor` from the text around it, so an icon looks the same in either theme.
 * - Islands are left as rendered: React hydrates them and must find what it rendered.
 * - An icon with ids, links or text inside (a gradient, a `<use>` of its own) stays whole: ids do not cross documents.
 * - An icon drawn on the first screen from below it (the fixed WhatsApp button) is marked (keep-icon-inline.ts) and
 *   stays; the mark itself is taken out, but in islands, which must stay as React rendered them.
 * - A visitor's first page shows those icons when the file arrives (a few KB, fetched beside the images); their size
 *   is set by the <svg>, so nothing moves. Every later page has the file already.
 */

const SVG = /<svg\b([^>]*)>([\s\S]*?)<\/svg>/g;
const DECORATIVE = /\saria-hidden="true"/;
const KEEP_INLINE = new RegExp(`\\s${KEEP_ICON_INLINE}(="[^"]*")?`);
/** What does not survive the move to another document, or is not a drawing of shapes. */
const NOT_MOVABLE = /\sid=|url\(|<use\b|<text\b|<image\b|<style\b|<script\b|<foreignObject\b|<a\b/i;
const VIEW_BOX = /\sviewBox="([^"]*)"/;

/** The site's icons, by id: each one's viewBox and drawing. */
export type IconSymbols = Map<string, { viewBox: string; drawing: string }>;

const symbolId = (viewBox: string, drawing: string) => `i${createHash("sha256").update(`${viewBox}\n${drawing}`).digest("base64url").slice(0, 6)}`;

/**
 * A page with its decorative icons below the first section pointing at `spriteHref` (the placeholder or the file's
 * address), their drawings added to `symbols`. The marks that keep an icon inline are taken out everywhere.
 */
export function iconsToSprite(html: string, spriteHref: string, symbols: IconSymbols): string {
  const end = firstSectionEnd(html);
  const unmark = (part: string) =>
    outsideIslands(part, (html) =>
      html.replace(SVG, (_svg, attributes: string, drawing: string) => `<svg${attributes.replace(KEEP_INLINE, "")}>${drawing}</svg>`),
    );
  if (end < 0) return unmark(html);
  const below = outsideIslands(html.slice(end), (part) =>
    part.replace(SVG, (svg, attributes: string, drawing: string) => {
      if (!DECORATIVE.test(attributes) || NOT_MOVABLE.test(drawing) || !drawing.trim()) return svg;
      if (KEEP_INLINE.test(attributes)) return `<svg${attributes.replace(KEEP_INLINE, "")}>${drawing}</svg>`;
      const viewBox = VIEW_BOX.exec(attributes)?.[1] ?? "";
      const id = symbolId(viewBox, drawing);
      symbols.set(id, { viewBox, drawing });
      return `<svg${attributes}><use href="${spriteHref}#${id}"/></svg>`;
    }),
  );
  return unmark(html.slice(0, end)) + below;
}

/** The sprite file: every symbol, in id order so the same icons make the same file. */
export function spriteFile(symbols: IconSymbols): string {
  const drawn = [...symbols]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([id, { viewBox, drawing }]) => `<symbol id="${id}"${viewBox ? ` viewBox="${viewBox}"` : ""}>${drawing}</symbol>`);
  return `<svg xmlns="http://www.w3.org/2000/svg">${drawn.join("")}</svg>\n`;
}

/** Every .html file under `dir`, but the editor's (admin/, which the pages' icons never reach). */
async function pageFiles(dir: string, from = dir): Promise<string[]> {
  const files: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!(dir === from && entry.name === "admin")) files.push(...(await pageFiles(path, from)));
    } else if (entry.name.endsWith(".html")) files.push(path);
  }
  return files;
}

/**
 * The build's last step on the pages: every page in `outDir` written again with its icons below the first screen in
 * the site's sprite, and the sprite written to assets/ under a name made of its content. The pages are read back
 * because the sprite's name is known only once every page's icons are (posts are rendered in worker threads too).
 */
export async function writeIconSprite(outDir: string, base: string): Promise<{ file?: string; icons: number }> {
  const placeholder = "\u0000icon-sprite\u0000";
  const symbols: IconSymbols = new Map();
  const pages: [path: string, html: string][] = [];
  for (const path of await pageFiles(outDir)) {
    const html = await readFile(path, "utf8");
    const changed = iconsToSprite(html, placeholder, symbols);
    if (changed !== html) pages.push([path, changed]);
  }
  const output = outputWriter(outDir);
  let file: string | undefined;
  let href = "";
  if (symbols.size > 0) {
    const sprite = spriteFile(symbols);
    file = `assets/icons-${createHash("sha256").update(sprite).digest("base64url").slice(0, 10)}.svg`;
    href = `${base}${file}`;
    await output.write(file, sprite);
  }
  for (const [path, html] of pages) await output.write(relative(outDir, path), html.replaceAll(placeholder, href));
  await output.flush();
  return { file, icons: symbols.size };
}
