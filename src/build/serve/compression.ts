import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats every static host we deploy to (Netlify, Cloudflare Pages, GitHub Pages) compresses. */
const COMPRESSIBLE = new Set([".html", ".js", ".css", ".json", ".xml", ".ics", ".txt", ".svg", ".webmanifest"]);

type Encoding = "br" | "gzip";

/** Brotli's quality here (and in `npm run bench`'s "HTML br" column): what a host's on-the-fly compression uses. */
export const BROTLI_QUALITY = 9;

export interface Encoded {
  body: Buffer;
  encoding?: Encoding;
}

/** The encoding an Accept-Encoding header prefers, brotli on a tie; "q=0" refuses one, "*" names the rest. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").toLowerCase().split(",")) {
    const [name = "", ...params] = part.split(";").map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith("q="));
    weights.set(name, q ? Number(q.slice(2)) : 1);
  }
  const weight = (name: Encoding) => weights.get(name) ?? weights.get("*") ?? 0;
  // A malformed q is NaN, and NaN > 0 is false: an unreadable preference accepts nothing.
  const best = (["br", "gzip"] as const).filter((name) => weight(name) > 0).sort((a, b) => weight(b) - weight(a));
  return best[0];
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
    const encoding = chooseEncoding(acceptEncoding);
    if (!encoding) return { body: raw };
    const key = `${encoding}:${file}`;
    let entry = cache.get(key);
    if (entry?.version !== version) {
      entry = {
        version,
        body: encoding === "br" ? brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }) : gzipAsync(raw, { level: 9 }),
      };
      cache.set(key, entry);
    }
    return { body: await entry.body, encoding };
  };
}
