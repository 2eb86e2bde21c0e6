import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { isPageReady, READY_ATTRIBUTES } from "../../site/browser/page-ready";
import { htmlFileFor } from "../prerender";
import { findChromium } from "../find-chromium";
import { BROTLI_QUALITY } from "../serve/compression";
import { startStaticServer } from "../serve/static-server";

export interface FirstLoad {
  jsGzip: number;
  cssGzip: number;
  jsFiles: number;
  htmlBytes: number;
  /** The page as the server sends it: a page within TCP's first flight (about 14 KB) costs one round trip less. */
  htmlBrotli: number;
}

async function gzipOf(distDir: string, files: Iterable<string>): Promise<number> {
  let total = 0;
  for (const file of new Set(files)) total += gzipSync(await readFile(join(distDir, file.replace(/^\/+/, "")))).length;
  return total;
}

/**
 * What a first visit to each page downloads before it is interactive, measured in Chromium: every
 * script the page fetches until it has loaded, its islands that wake on load have hydrated and the
 * network is quiet (islands that wake later, on sight or touch, are not counted: a visitor who only
 * reads never fetches them), plus its CSS (all inline). Sizes are the files' gzip sizes.
 */
export async function measureFirstLoads(distDir: string, routes: string[], port = 4598): Promise<Map<string, FirstLoad>> {
  const server = await startStaticServer({ distDir, port });
  const browser = await chromium.launch({ executablePath: findChromium() ?? undefined, args: ["--no-sandbox"] });
  const results = new Map<string, FirstLoad>();
  try {
    for (const route of routes) {
      const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
      const scripts: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
      });
      await page.goto(`http://127.0.0.1:${port}${route}`, { waitUntil: "load" });
      await page.waitForFunction(isPageReady, READY_ATTRIBUTES);
      await page.waitForLoadState("networkidle");
      await page.close();
      const html = await readFile(join(distDir, htmlFileFor(route)), "utf8");
      // The @font-face rules and Emotion's critical CSS are inline <style> elements.
      const inlineCss = [...html.matchAll(/<style[^>]*>([^<]*)<\/style>/g)].map((m) => m[1] ?? "").join("");
      results.set(route, {
        jsGzip: await gzipOf(distDir, scripts),
        cssGzip: gzipSync(inlineCss).length,
        jsFiles: new Set(scripts).size,
        htmlBytes: Buffer.byteLength(html),
        htmlBrotli: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }).length,
      });
    }
  } finally {
    await browser.close();
    server.close();
  }
  return results;
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
