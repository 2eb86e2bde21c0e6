import { readFile, realpath, stat } from "node:fs/promises";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { extname, join, resolve, sep } from "node:path";
import { DEFAULT_CACHE_CONTROL } from "../build/cache-policy";
import { createEncoder } from "./compression";
import { CONTENT_TYPES } from "./content-types";
import { headersFor, parseHeadersFile } from "./headers-file";
import { requestSegments } from "./request-path";

/** The file's real path when it is a regular file inside the served folder; symlinks may not lead out. */
async function servedFile(root: string, candidate: string): Promise<string | null> {
  const real = await realpath(candidate).catch(() => null);
  if (!real || (real !== root && !real.startsWith(`${root}${sep}`))) return null;
  return (await stat(real).catch(() => null))?.isFile() ? real : null;
}

/** Resolves a site path the way Netlify, Cloudflare Pages and GitHub Pages do for clean URLs. */
async function resolveFile(root: string, segments: string[]): Promise<string | null> {
  const base = resolve(root, ...segments);
  // requestSegments already refuses "..", "/" and "\" inside a segment; this is the last word.
  if (base !== root && !base.startsWith(`${root}${sep}`)) return null;
  const folder = segments.at(-1) === "";
  const candidates = folder ? [join(base, "index.html")] : [base, `${base}.html`, join(base, "index.html")];
  for (const candidate of candidates) {
    const file = await servedFile(root, candidate);
    if (file) return file;
  }
  return null;
}

export interface StaticServerOptions {
  distDir: string;
  port: number;
  /** The site's base path ("/repo/"); requests outside it get the 404 page. */
  base?: string;
}

/** Plain text, no stack, and the server goes on: a rebuild may remove files under a request. */
function fail(res: ServerResponse, status: 500 | 503, message: string) {
  if (res.headersSent) return res.destroy();
  res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "Retry-After": "2" });
  res.end(message);
}

/**
 * A static host for dist/: clean URLs, a real 404 status with 404.html, compression, the _headers
 * rules, caching with validators (ETag, Last-Modified, 304), GET and HEAD only, and no way out of
 * the folder. A failure answers that request and never stops the server.
 */
export async function startStaticServer({ distDir, port, base = "/" }: StaticServerOptions): Promise<Server> {
  const encode = createEncoder();
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8" });
      return res.end("Método não permitido: este site só responde a GET e HEAD.");
    }
    const root = await realpath(resolve(distDir)).catch(() => null);
    if (!root) return fail(res, 503, "O site está sendo gerado de novo. Tente daqui a pouco.");
    // Read on every request: a rebuild rewrites _headers too, and it is a few hundred bytes.
    const rules = parseHeadersFile(await readFile(join(root, "_headers"), "utf8").catch(() => ""));
    const segments = requestSegments(req.url, base);
    const local = segments ? `/${segments.join("/")}` : "/404";
    const file = segments ? await resolveFile(root, segments) : null;
    const target = file ?? join(root, "404.html");
    const info = await stat(target).catch(() => null);
    const raw = info?.isFile() ? await readFile(target).catch(() => null) : null;
    if (!info || !raw) return fail(res, 503, "O site está sendo gerado de novo. Tente daqui a pouco.");

    const version = `${info.size.toString(36)}-${Math.floor(info.mtimeMs).toString(36)}`;
    const etag = `"${version}"`;
    const lastModified = new Date(Math.floor(info.mtimeMs / 1000) * 1000).toUTCString();
    const ruled = headersFor(rules, local);
    const validators = { ETag: etag, "Last-Modified": lastModified, "Cache-Control": ruled["Cache-Control"] ?? DEFAULT_CACHE_CONTROL };
    const since = Date.parse(req.headers["if-modified-since"] ?? "");
    const fresh = req.headers["if-none-match"] ? req.headers["if-none-match"].split(/,\s*/).includes(etag) : since >= Date.parse(lastModified);
    if (file && fresh) {
      res.writeHead(304, { ...ruled, ...validators });
      return res.end();
    }
    const { body, encoding } = await encode(target, version, extname(target), raw, req.headers["accept-encoding"]);
    res.writeHead(file ? 200 : 404, {
      "Content-Type": CONTENT_TYPES[extname(target)] ?? "application/octet-stream",
      Vary: "Accept-Encoding",
      ...(encoding ? { "Content-Encoding": encoding } : {}),
      ...ruled,
      ...validators,
    });
    res.end(req.method === "HEAD" ? undefined : body);
  };
  const server = createServer((req, res) => {
    handle(req, res).catch(() => fail(res, 500, "Erro ao ler o arquivo pedido."));
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return server;
}
