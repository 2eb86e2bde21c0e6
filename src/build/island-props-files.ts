import { createHash } from "node:crypto";
import type { OutputWriter } from "./output-writer";
import { SITE_WIDE_PROPS_ATTRIBUTE } from "../site/islands/island-props";

/*
 * An island's props are what its code renders from when it wakes (src/site/browser/hydrate-islands.ts). Most are a few
 * words; a list's (the blog's posts, the sermons' archive) or a form's that reads the site are kilobytes of JSON
 * repeating what the page already shows, which every visitor downloaded with the page whether they touched the island
 * or not: 0.7 to 1.5 KB of a compressed page, the margin by which it arrives in TCP's first round trip or not
 * (docs/performance.md). Past PROPS_KEPT_INLINE they go to a file of their own, named by their content (cached like
 * every asset, a year), which the island fetches beside its code when it wakes.
 */

/** Props up to this many characters stay in the page: a file would cost a request for less than it saves. */
export const PROPS_KEPT_INLINE = 1024;

/*
 * Props the same on every page the island is on (Island's `siteWide`: the newsletter box beside every post) go to their
 * file however small: one file the whole site shares, downloaded once by a visitor who uses the island, rather than the
 * same bytes in every page's first window.
 */
const PROPS_SCRIPT = new RegExp(`<script type="application/json" data-island-props=""( ${SITE_WIDE_PROPS_ATTRIBUTE}="")?>([\\s\\S]*?)</script>`, "g");

/** The page with its large and site-wide props replaced by their file's address, and those files (path relative to dist/, text). */
export function islandPropsOutOfPage(html: string, base: string): { html: string; files: [path: string, text: string][] } {
  const files = new Map<string, string>();
  const page = html.replace(PROPS_SCRIPT, (script, siteWide: string | undefined, json: string) => {
    if (!siteWide && json.length <= PROPS_KEPT_INLINE) return script;
    const path = `assets/ilha-${createHash("sha256").update(json).digest("base64url").slice(0, 12)}.json`;
    files.set(path, json);
    return `<script type="application/json" data-island-props="" data-src="${base}${path}"></script>`;
  });
  return { html: page, files: [...files] };
}

/** Writes a page and the props files it points to. */
export async function writePage(output: OutputWriter, file: string, html: string, base: string): Promise<void> {
  const page = islandPropsOutOfPage(html, base);
  for (const [path, text] of page.files) await output.write(path, text);
  await output.write(file, page.html);
}
