import { readFile, stat } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import { extname, join, resolve, sep } from "node:path";
import { createEncoder } from "./compression";
import { headersFor, parseHeadersFile, type HeaderRule } from "./headers-file";
import { requestSegments } from "./request-path";

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".ics": "text/calendar; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".webmanifest": "application/manifest+json",
};

async function isFile(path: string): Promise<boolean> {
  return (await stat(path).catch(() => null))?.isFile() ?? false;
}

/** Resolves a site path the way Netlify, Cloudflare Pages and GitHub Pages do for clean URLs. */
async function resolveFile(distDir: string, segments: string[]): Promise<string | null> {
  const base = resolve(distDir, ...segments);
  // requestSegments already refuses "..", "/" and "\" inside a segment; this is the last word.
  if (base !== distDir && !base.startsWith(`${distDir}${sep}`)) return null;
  const folder = segments.at(-1) === "";
  const candidates = folder ? [join(base, "index.html")] : [base, `${base}.html`, join(base, "index.html")];
  for (const candidate of candidates) if (await isFile(candidate)) return candidate;
  return null;
}

export interface StaticServerOptions {
  distDir: string;
  port: number;
  /** The site's base path ("/repo/"); requests outside it get the 404 page. */
  base?: string;
}

/** A static host for dist/: clean URLs, a real 404 status with 404.html, compression, and the _headers rules applied. */
export async function startStaticServer({ distDir, port, base = "/" }: StaticServerOptions): Promise<Server> {
  const root = resolve(distDir);
  const rules: HeaderRule[] = parseHeadersFile(await readFile(join(root, "_headers"), "utf8").catch(() => ""));
  const encode = createEncoder();
  const server = createServer(async (req, res) => {
    const segments = requestSegments(req.url, base);
    const local = segments ? `/${segments.join("/")}` : "/404";
    const file = segments ? await resolveFile(root, segments) : null;
    const target = file ?? join(root, "404.html");
    const { body, encoding } = await encode(target, extname(target), await readFile(target), req.headers["accept-encoding"]);
    const headers = {
      "Content-Type": CONTENT_TYPES[extname(target)] ?? "application/octet-stream",
      Vary: "Accept-Encoding",
      ...(encoding ? { "Content-Encoding": encoding } : {}),
      ...headersFor(rules, local),
    };
    res.writeHead(file ? 200 : 404, headers);
    res.end(req.method === "HEAD" ? undefined : body);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return server;
}
