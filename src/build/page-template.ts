import { readFile } from "node:fs/promises";
import { join } from "node:path";

/**
 * Vite's index.html, made faster to first paint before any page is poured into it:
 * - the only stylesheet (the @font-face rules and their fallbacks, about 1 KB compressed) goes inline, so
 *   painting does not wait for one more request (the CSP allows inline styles already, for Emotion);
 * - the fonts are not preloaded: a first visit paints with metric-matched fallbacks and fetches them after
 *   the first screen (src/lib/web-fonts.ts), so they never share the connection with the page and its hero;
 * - the page's script loads at low priority: every page is complete in its HTML, so the hero image takes
 *   the bandwidth first on a slow connection and the page paints sooner;
 * - index.html's comments are for developers: left in, they would be bytes of every page's first flight
 *   (a page over about 14 KB compressed costs a round trip more). The placeholders stay.
 */
export async function prepareTemplate(template: string, outDir: string, base: string): Promise<string> {
  let html = template;
  for (const link of template.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g)) {
    const css = await readFile(join(outDir, (link[1] ?? "").slice(base.length)), "utf8");
    html = html.replace(link[0], `<style>${css.replace(/<\//g, "<\\/")}</style>`);
  }
  html = html.replace(/\n?[ ]*<!--(?!app-)[\s\S]*?-->/g, "");
  return html.replace(/<script type="module" crossorigin src=/g, '<script type="module" crossorigin fetchpriority="low" src=');
}
