import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium, type Browser } from "@playwright/test";
import { isPageReady, READY_ATTRIBUTES } from "../../site/browser/page-ready";
import { htmlFileFor } from "../prerender";
import { findChromium } from "../find-chromium";
import { startStaticServer } from "../serve/static-server";
import { benchProblem, portOf, type BenchProblem } from "./bench-problems";
import { headerBytes, hostSizes, type HostSizes } from "./first-window";

export interface FirstLoad {
  jsGzip: number;
  cssGzip: number;
  jsFiles: number;
  htmlBytes: number;
  /** The page as the host compresses it: within TCP's first window (first-window.ts) it costs one round trip less. */
  host: HostSizes;
  /** Its response's status line and headers. */
  headerBytes: number;
}

async function gzipOf(distDir: string, files: Iterable<string>): Promise<number> {
  let total = 0;
  for (const file of new Set(files)) total += gzipSync(await readFile(join(distDir, file.replace(/^\/+/, "")))).length;
  return total;
}

/** What the page's file says on its own: its size, as sent, and its inline CSS. */
async function fileFigures(distDir: string, route: string): Promise<Omit<FirstLoad, "jsGzip" | "jsFiles" | "headerBytes">> {
  const html = await readFile(join(distDir, htmlFileFor(route)), "utf8");
  // The @font-face rules and Emotion's critical CSS are inline <style> elements.
  const inlineCss = [...html.matchAll(/<style[^>]*>([^<]*)<\/style>/g)].map((m) => m[1] ?? "").join("");
  return {
    cssGzip: gzipSync(inlineCss).length,
    htmlBytes: Buffer.byteLength(html),
    host: hostSizes(html),
  };
}

/** The scripts a first visit fetches until the page is ready and the network quiet. */
async function scriptsFetched(browser: Browser, url: string): Promise<string[]> {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  try {
    await page.goto(url, { waitUntil: "load" });
    await page.waitForFunction(isPageReady, READY_ATTRIBUTES);
    await page.waitForLoadState("networkidle");
  } finally {
    await page.close().catch(() => {});
  }
  return scripts;
}

/**
 * What a first visit to each page downloads before it is interactive, measured in Chromium: every
 * script the page fetches until it has loaded, its islands that wake on load have hydrated and the
 * network is quiet (islands that wake later, on sight or touch, are not counted: a visitor who only
 * reads never fetches them), plus its CSS (all inline). Sizes are the files' gzip sizes.
 * A route the browser fails on is a problem of its own and keeps its file's figures; the other routes are still
 * measured (a browser that closed is started again).
 */
export async function measureFirstLoads(distDir: string, routes: string[]): Promise<{ loads: Map<string, FirstLoad>; problems: BenchProblem[] }> {
  const server = await startStaticServer({ distDir, port: 0 });
  const port = portOf(server);
  const launch = () => chromium.launch({ executablePath: findChromium() ?? undefined, args: ["--no-sandbox"] });
  const loads = new Map<string, FirstLoad>();
  const problems: BenchProblem[] = [];
  let browser: Browser | undefined;
  try {
    for (const route of routes) {
      const retry = `npm run bench -- --lighthouse-only --routes ${route}`;
      let scripts: string[] | undefined;
      try {
        if (!browser?.isConnected()) browser = await launch();
        scripts = await scriptsFetched(browser, `http://127.0.0.1:${port}${route}`);
      } catch (error) {
        problems.push(benchProblem(`JS inicial de ${route}`, error, retry));
      }
      try {
        const files = await fileFigures(distDir, route);
        const response = await fetch(`http://127.0.0.1:${port}${route}`, { headers: { "Accept-Encoding": "gzip" } });
        await response.arrayBuffer();
        loads.set(route, {
          ...files,
          headerBytes: headerBytes(response.status, response.headers),
          jsGzip: scripts ? await gzipOf(distDir, scripts) : NaN,
          jsFiles: scripts ? new Set(scripts).size : NaN,
        });
      } catch (error) {
        problems.push(benchProblem(`HTML de ${route}`, error, `npm run build && ${retry}`));
      }
    }
  } finally {
    await browser?.close().catch(() => {});
    server.close();
  }
  return { loads, problems };
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
