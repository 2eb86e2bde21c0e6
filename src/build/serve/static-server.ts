import { realpath } from "node:fs/promises";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { extname, join } from "node:path";
import { DEFAULT_CACHE_CONTROL } from "../cache-policy";
import { answerClientError } from "./client-errors";
import { createEncoder, isCompressed, type Encoding } from "./compression";
import { CONTENT_TYPES } from "./content-types";
import { applyHeaderRules, parseHeadersFile } from "./headers-file";
import { requestPath } from "./request-path";
import { readServedFile } from "./served-file";
import { answerFor, type SiteAnswer } from "./site-answer";
import { isFresh, validatorsFor } from "./validators";

export interface StaticServerOptions {
  distDir: string;
  port: number;
  /** The site's base path ("/repo/"); requests outside it get the 404 page. */
  base?: string;
  /** The encodings offered (both by default; `npm run bench` serves gzip alone, the heavier of the host's two). */
  encodings?: readonly Encoding[];
}

const REBUILDING = "O site está sendo gerado de novo. Tente daqui a pouco.";

/** Plain text, no stack, and the server goes on: a rebuild may remove files under a request. */
function fail(res: ServerResponse, status: 500 | 503, message: string) {
  if (res.headersSent) return res.destroy();
  res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "Retry-After": "2" });
  res.end(message);
}

/** What Cloudflare Pages adds to every answer before the `_headers` rules (which may replace them). */
const hostDefaults = (contentType?: string): Record<string, string> => ({
  "Access-Control-Allow-Origin": "*",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  ...(contentType ? { "X-Content-Type-Options": "nosniff" } : {}),
});

/**
 * The redirect's address, under the base path, in ASCII (Node refuses other letters in a header): the path, decoded to
 * find its file, is encoded again; the query is passed on as the request spelled it.
 */
function locationUnder(base: string, location: string): string {
  const query = location.indexOf("?");
  const path = query < 0 ? location : location.slice(0, query);
  return `${encodeURI(`${base.replace(/\/$/, "")}${path}`)}${query < 0 ? "" : location.slice(query)}`;
}

/**
 * A static host for dist/ that answers like Cloudflare Pages (tests/e2e/host-parity.spec.ts holds it to wrangler's
 * runtime): its clean URLs and 308 redirects (site-answer.ts), the nearest 404.html with status 404, its reading of
 * `_headers` (headers-file.ts) on every answer, redirects and 404s included, its default caching and the 404's
 * "no-store", compression of the types it compresses, ETag and 304; GET and HEAD only, and no way out of the folder.
 * A failure answers that request and never stops the server.
 */
export async function startStaticServer({ distDir, port, base = "/", encodings }: StaticServerOptions): Promise<Server> {
  const encode = createEncoder(encodings);
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const root = await realpath(distDir).catch(() => null);
    if (!root) return fail(res, 503, REBUILDING);
    // Read on every request: a rebuild rewrites _headers too, and it is a few hundred bytes.
    const rules = parseHeadersFile((await readServedFile(root, join(root, "_headers")))?.bytes.toString("utf8") ?? "");
    const path = requestPath(req.url, base);
    const withRules = (own: Record<string, string>) => applyHeaderRules(rules, path?.pathname ?? "/", { ...hostDefaults(own["Content-Type"]), ...own });
    if (req.method !== "GET" && req.method !== "HEAD") {
      // Close instead of reading a body nobody wants.
      res.writeHead(405, withRules({ Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8", Connection: "close" }));
      return res.end("Método não permitido: este site só responde a GET e HEAD.");
    }
    const answer: SiteAnswer = path
      ? await answerFor(root, path.decoded, path.search)
      : { kind: "missing", page: await readServedFile(root, join(root, "404.html")), status: 404 };
    if (answer.kind === "redirect") {
      res.writeHead(308, withRules({ Location: locationUnder(base, answer.location) }));
      return res.end();
    }
    const served = answer.kind === "file" ? answer.file : answer.page;
    if (!served) return fail(res, 503, REBUILDING);
    const status = answer.kind === "file" ? 200 : answer.status;
    const contentType = CONTENT_TYPES[extname(served.path)] ?? "application/octet-stream";
    const { ETag } = validatorsFor(served.bytes);
    const compressible = isCompressed(contentType, status);
    const own = {
      "Content-Type": contentType,
      "Cache-Control": DEFAULT_CACHE_CONTROL,
      ...(status === 200 ? { ETag } : {}),
      ...(compressible ? { Vary: "Accept-Encoding" } : {}),
    };
    const headers = withRules(own);
    // A missing file's answer may exist tomorrow: the host never lets a rule keep a 404 (its own "no-store").
    if (status === 404) {
      for (const name of Object.keys(headers)) if (name.toLowerCase() === "cache-control") delete headers[name];
      headers["Cache-Control"] = "no-store";
    }
    if (status === 200 && isFresh(req.headers, ETag)) {
      res.writeHead(304, headers);
      return res.end();
    }
    const { body, encoding } = compressible ? await encode(served.path, ETag, served.bytes, req.headers["accept-encoding"]) : { body: served.bytes };
    // An explicit length: HEAD then says what GET would send, and GET is not chunked.
    res.writeHead(status, { ...headers, "Content-Length": body.length, ...(encoding ? { "Content-Encoding": encoding } : {}) });
    res.end(req.method === "HEAD" ? undefined : body);
  };
  const server = createServer((req, res) => {
    handle(req, res).catch(() => fail(res, 500, "Erro ao ler o arquivo pedido."));
  });
  server.on("clientError", answerClientError);
  // A busy port rejects here instead of an unhandled "error" event ending the process with a stack.
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  return server;
}
