import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

export interface FirstLoad {
  jsGzip: number;
  cssGzip: number;
  jsFiles: number;
  htmlBytes: number;
}

/** What a first visit to one pre-rendered page downloads before it is interactive: its module graph and CSS (linked or inline). */
export async function measureFirstLoad(distDir: string, htmlFile: string): Promise<FirstLoad> {
  const html = await readFile(join(distDir, htmlFile), "utf8");
  const scripts = [...html.matchAll(/<script type="module"[^>]*src="([^"]+)"/g), ...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1] ?? "");
  const styles = [...html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1] ?? "");
  const gzipOf = async (files: string[]) => {
    let total = 0;
    for (const file of new Set(files)) total += gzipSync(await readFile(join(distDir, file.replace(/^\/+/, "")))).length;
    return total;
  };
  // The @font-face rules and Emotion's critical CSS are inline <style> elements: count them as CSS too.
  const inlineCss = [...html.matchAll(/<style[^>]*>([^<]*)<\/style>/g)].map((m) => m[1] ?? "").join("");
  const cssGzip = (await gzipOf(styles)) + gzipSync(inlineCss).length;
  return { jsGzip: await gzipOf(scripts), cssGzip, jsFiles: new Set(scripts).size, htmlBytes: Buffer.byteLength(html) };
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
