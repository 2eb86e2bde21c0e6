import { readdirSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { extname, join, relative, resolve } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { PROJECT_ROOT } from "../../support/fixture-site";

/** The built site the server under test serves (npm test: the fixture's build). */
export const DIST_DIR = resolve(PROJECT_ROOT, process.env.E2E_DIST ?? "dist");

export interface RawAnswer {
  status: number;
  /** Names in lower case, repeated headers joined as HTTP reads them. */
  headers: Record<string, string>;
  /** The body as the visitor reads it: decompressed when it came compressed. */
  body: Buffer;
  /** The bytes on the wire. */
  wireLength: number;
}

/**
 * One request exactly as written: Playwright's and fetch's clients resolve "//double" as a host name, normalise
 * dot segments and ask for compression on their own, which would hide what the host does with the raw path.
 */
export function rawRequest(origin: string, path: string, headers: Record<string, string> = {}, method = "GET"): Promise<RawAnswer> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolveAnswer, reject) => {
    const request = httpRequest({ host: hostname, port, path, method, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const wire = Buffer.concat(chunks);
        const encoding = response.headers["content-encoding"];
        const body = wire.length === 0 ? wire : encoding === "br" ? brotliDecompressSync(wire) : encoding === "gzip" ? gunzipSync(wire) : wire;
        const named = Object.entries(response.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(", ") : String(value)]);
        resolveAnswer({ status: response.statusCode ?? 0, headers: Object.fromEntries(named), body, wireLength: wire.length });
      });
      response.on("error", reject);
    });
    request.on("error", reject);
    request.end();
  });
}

/** Every file of the built site, as site paths ("/sobre.html", "/assets/x.js"), the host's `_headers` left out. */
export function siteFiles(): string[] {
  const entries = readdirSync(DIST_DIR, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name !== "_headers")
    .map((entry) => `/${relative(DIST_DIR, join(entry.parentPath, entry.name)).split("\\").join("/")}`)
    .sort();
}

/** The address a page file is served at: "/sobre.html" → "/sobre", "/index.html" → "/", "/admin/index.html" → "/admin/". */
export const cleanAddress = (file: string) => file.replace(/(^|\/)index\.html$/, "$1").replace(/\.html$/, "");

/** One file of each kind (extension) in each top-level folder: the host treats files by kind and by folder. */
export function oneOfEachKind(files: string[]): string[] {
  const seen = new Map<string, string>();
  for (const file of files) {
    const key = `${file.split("/")[1] ?? ""}|${extname(file)}`;
    if (!seen.has(key)) seen.set(key, file);
  }
  return [...seen.values()];
}

/** The Content-Security-Policy's directives by name ("script-src" → its sources). */
export function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = "", ...sources]) => [name, sources]),
  );
}
