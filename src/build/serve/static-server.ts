import { realpath } from "node:fs/promises";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { extname, join, resolve } from "node:path";
import { DEFAULT_CACHE_CONTROL } from "../cache-policy";
import { answerClientError } from "./client-errors";
import { createEncoder } from "./compression";
import { CONTENT_TYPES } from "./content-types";
import { headersFor, parseHeadersFile } from "./headers-file";
import { requestSegments } from "./request-path";
import { cleanSpelling, findSiteFile, readServedFile } from "./served-file";
import { isFresh, validatorsFor } from "./validators";

export interface StaticServerOptions {
  distDir: string;
  port: number;
  /** The site's base path ("/repo/"); requests outside it get the 404 page. */
  base?: string;
}

const REBUILDING = "O site está sendo gerado de novo. Tente daqui a pouco.";

/** Plain text, no stack, and the server goes on: a rebuild may remove files under a request. */
function fail(res: ServerResponse, status: 500 | 503, message: string) {
  if (res.headersSent) return res.destroy();
  res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "Retry-After": "2" });
  res.end(message);
}

/**
 * A static host for dist/: clean URLs, a real 404 status with 404.html, compression, the _headers
 * rules (caching included: src/build/cache-policy.ts, written there by the build), validators
 * (ETag, Last-Modified, 304), GET and HEAD only, and no way out of the folder. A failure answers that
 * request and never stops the server.
 */
export async function startStaticServer({ distDir, port, base = "/" }: StaticServerOptions): Promise<Server> {
  const encode = createEncoder();
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      // Close instead of reading a body nobody wants.
      res.writeHead(405, { Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8", Connection: "close" });
      return res.end("Método não permitido: este site só responde a GET e HEAD.");
    }
    const root = await realpath(resolve(distDir)).catch(() => null);
    if (!root) return fail(res, 503, REBUILDING);
    // Read on every request: a rebuild rewrites _headers too, and it is a few hundred bytes.
    const rules = parseHeadersFile((await readServedFile(root, join(root, "_headers")))?.bytes.toString("utf8") ?? "");
    const segments = requestSegments(req.url, base);
    const clean = segments ? await cleanSpelling(root, segments) : null;
    if (clean !== null) {
      const query = (req.url ?? "").slice((req.url ?? "").split("?", 1)[0]?.length ?? 0);
      res.writeHead(301, { Location: `${base.replace(/\/$/, "")}${clean}${query}`, "Cache-Control": DEFAULT_CACHE_CONTROL });
      return res.end();
    }
    const found = segments ? await findSiteFile(root, segments) : null;
    const served = found ?? (await readServedFile(root, join(root, "404.html")));
    if (!served) return fail(res, 503, REBUILDING);

    const validators = validatorsFor(served.bytes, served.modified);
    const ruled = headersFor(rules, segments ? `/${segments.join("/")}` : "/404");
    // A missing file's answer may exist tomorrow: never let a rule for its folder keep the 404 for a year.
    const cacheControl = (found && ruled["Cache-Control"]) || DEFAULT_CACHE_CONTROL;
    const common = { ...ruled, ...validators, "Cache-Control": cacheControl, Vary: "Accept-Encoding" };
    if (found && isFresh(req.headers, validators)) {
      res.writeHead(304, common);
      return res.end();
    }
    const extension = extname(served.path);
    const { body, encoding } = await encode(served.path, validators.ETag, extension, served.bytes, req.headers["accept-encoding"]);
    // An explicit length: HEAD then says what GET would send, and GET is not chunked.
    res.writeHead(found ? 200 : 404, {
      "Content-Type": CONTENT_TYPES[extension] ?? "application/octet-stream",
      "Content-Length": body.length,
      ...(encoding ? { "Content-Encoding": encoding } : {}),
      ...common,
    });
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
