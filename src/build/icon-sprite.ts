import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { firstSectionEnd } from "./first-screen";
import { outsideIslands } from "./island-html";
import { outputWriter } from "./output-writer";
import { KEEP_ICON_INLINE } from "../site/components/keep-icon-inline";
import { FIRST_WINDOW_BYTES, HEADER_ALLOWANCE_BYTES, heavierCompressed } from "./bench/first-window";

/** The characters of the sprite's content hash in its name. */
const SPRITE_HASH_LENGTH = 10;

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
 * - Only on a page the file brings into the first window (writeIconSprite, below).
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

/** A page with the marks that keep an icon in it taken out (but in islands, which stay as React rendered them). */
export function withoutInlineMarks(html: string): string {
  return outsideIslands(html, (part) =>
    part.replace(SVG, (_svg, attributes: string, drawing: string) => `<svg${attributes.replace(KEEP_INLINE, "")}>${drawing}</svg>`),
  );
}

/**
 * A page with its decorative icons below the first section pointing at `spriteHref` (the placeholder or the file's
 * address), their drawings added to `symbols`. The marks that keep an icon inline are taken out everywhere.
 */
export function iconsToSprite(html: string, spriteHref: string, symbols: IconSymbols): string {
  const end = firstSectionEnd(html);
  const unmark = withoutInlineMarks;
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

/** Whether a page, with its response's headers, arrives in TCP's first window (bench/first-window.ts). */
const inFirstWindow = (html: string) => heavierCompressed(html) + HEADER_ALLOWANCE_BYTES <= FIRST_WINDOW_BYTES;

/**
 * The build's last step on the pages: the pages the sprite brings into TCP's first window are written again with their
 * icons below the first screen in the site's sprite, and the sprite is written to assets/ under a name made of its
 * content. The pages are read back because the sprite's name is known only once every page's icons are (posts are
 * rendered in worker threads too).
 *
 * Only those pages: the sprite is one more request, and Lighthouse's simulation counts every request that ended before
 * the largest paint in it, so on a page whose largest paint is a picture it cost 0.14 s of LCP (the home page 0.77 →
 * 0.91 s, a post 0.92 → 1.06 s). A page that fits without it, or that does not fit even with it, keeps its icons.
 */
export async function writeIconSprite(outDir: string, base: string): Promise<{ file?: string; icons: number; pages: number }> {
  // As long as the file's real address, so a page is measured at the size it will have.
  const placeholder = `${base}assets/icons-${"0".repeat(SPRITE_HASH_LENGTH)}.svg`;
  const symbols: IconSymbols = new Map();
  const pages: [path: string, html: string, sprited: boolean][] = [];
  for (const path of await pageFiles(outDir)) {
    const html = await readFile(path, "utf8");
    const own: IconSymbols = new Map();
    const sprited = iconsToSprite(html, placeholder, own);
    const inline = withoutInlineMarks(html);
    const useSprite = own.size > 0 && !inFirstWindow(inline) && inFirstWindow(sprited);
    if (useSprite) for (const [id, symbol] of own) symbols.set(id, symbol);
    const chosen = useSprite ? sprited : inline;
    if (chosen !== html) pages.push([path, chosen, useSprite]);
  }
  const output = outputWriter(outDir);
  let file: string | undefined;
  if (symbols.size > 0) {
    const sprite = spriteFile(symbols);
    file = `assets/icons-${createHash("sha256").update(sprite).digest("base64url").slice(0, SPRITE_HASH_LENGTH)}.svg`;
    await output.write(file, sprite);
  }
  for (const [path, html, sprited] of pages) await output.write(relative(outDir, path), sprited ? html.replaceAll(placeholder, `${base}${file}`) : html);
  await output.flush();
  return { file, icons: symbols.size, pages: pages.filter(([, , sprited]) => sprited).length };
}
