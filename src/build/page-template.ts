import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { escapeHtml } from "./head-tags";

/**
 * Vite's index.html, made faster to first paint before any page is poured into it:
 * - the only stylesheet (the @font-face rules, well under 1 KB) goes inline, so painting does not
 *   wait for one more request (the CSP allows inline styles already, for Emotion);
 * - the two self-hosted fonts, otherwise found only after that CSS is parsed, are preloaded so the text
 *   is painted once in its real font instead of swapping (and shifting) a moment later;
 * - the page's script loads at low priority: every page is complete in its HTML, so the hero image and
 *   the fonts take the bandwidth first on a slow connection and the page paints sooner.
 */
export async function prepareTemplate(template: string, outDir: string, base: string, fontFiles: string[]): Promise<string> {
  let html = template;
  for (const link of template.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g)) {
    const css = await readFile(join(outDir, (link[1] ?? "").slice(base.length)), "utf8");
    html = html.replace(link[0], `<style>${css.replace(/<\//g, "<\\/")}</style>`);
  }
  const fonts = fontFiles.map((href) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${escapeHtml(href)}" />`);
  html = html.replace(/<script type="module" crossorigin src=/g, '<script type="module" crossorigin fetchpriority="low" src=');
  return html.replace("<!--app-head-->", [...fonts, "<!--app-head-->"].join("\n    "));
}
