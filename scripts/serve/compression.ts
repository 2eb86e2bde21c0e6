import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats every static host we deploy to (Netlify, Cloudflare Pages, GitHub Pages) compresses. */
const COMPRESSIBLE = new Set([".html", ".js", ".css", ".json", ".xml", ".ics", ".txt", ".svg", ".webmanifest"]);

export interface Encoded {
  body: Buffer;
  encoding?: "br" | "gzip";
}

/**
 * Compresses like a real host would, so the e2e suite and Lighthouse in `npm run bench` see the
 * bytes a visitor downloads rather than raw files. Results are kept per version of a file (`version`:
 * its ETag, a hash of its bytes), so a rebuild while the server runs is served fresh.
 */
export function createEncoder() {
  // One entry per file and encoding: a newer version replaces the old one instead of piling up.
  const cache = new Map<string, { version: string; body: Promise<Buffer> }>();
  return async function encode(file: string, version: string, extension: string, raw: Buffer, acceptEncoding: string | undefined): Promise<Encoded> {
    if (!COMPRESSIBLE.has(extension) || raw.length < 1024) return { body: raw };
    const accepts = (name: string) => new RegExp(`\\b${name}\\b`).test(acceptEncoding ?? "");
    const encoding = accepts("br") ? "br" : accepts("gzip") ? "gzip" : undefined;
    if (!encoding) return { body: raw };
    const key = `${encoding}:${file}`;
    let entry = cache.get(key);
    if (entry?.version !== version) {
      entry = { version, body: encoding === "br" ? brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }) : gzipAsync(raw, { level: 9 }) };
      cache.set(key, entry);
    }
    return { body: await entry.body, encoding };
  };
}
