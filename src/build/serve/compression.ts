import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { COMPRESSED_TYPES } from "./content-types";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Encoding = "br" | "gzip";

/**
 * How hard a host compresses a page on its way to the visitor. Cloudflare compresses on the fly and does not publish
 * its levels: wrangler's runtime (workerd) sends brotli 5 and gzip 6, byte for byte what zlib makes at those
 * settings, and the one public figure for Cloudflare's edge is brotli 4 (docs/hosting.md, "Compression"). The local
 * server and `npm run bench` use the lighter of each, so a page that fits the first round trip here fits there.
 */
export const HOST_COMPRESSION = { brotliQuality: 4, gzipLevel: 6 } as const;

export interface Encoded {
  body: Buffer;
  encoding?: Encoding;
}

/** The encoding an Accept-Encoding header prefers, brotli on a tie; "q=0" refuses one, "*" names the rest. */
export function chooseEncoding(acceptEncoding: string | undefined, offered: readonly Encoding[] = ["br", "gzip"]): Encoding | undefined {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").toLowerCase().split(",")) {
    const [name = "", ...params] = part.split(";").map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith("q="));
    weights.set(name, q ? Number(q.slice(2)) : 1);
  }
  const weight = (name: Encoding) => weights.get(name) ?? weights.get("*") ?? 0;
  // A malformed q is NaN, and NaN > 0 is false: an unreadable preference accepts nothing.
  const best = offered.filter((name) => weight(name) > 0).sort((a, b) => weight(b) - weight(a));
  return best[0];
}

/** Whether Cloudflare compresses a response: a type on its list, with status 200, 403 or 404 (its documentation). */
export function isCompressed(contentType: string, status: number): boolean {
  return [200, 403, 404].includes(status) && COMPRESSED_TYPES.has(contentType.split(";")[0]?.trim() ?? "");
}

/**
 * Compresses like the host, so the browser tests and Lighthouse in `npm run bench` see the bytes a visitor
 * downloads rather than raw files. `offered` narrows the encodings (the bench serves gzip alone to measure the
 * heavier of the two). Results are kept per version of a file (`version`: its ETag, a hash of its bytes), so a
 * rebuild while the server runs is served fresh.
 */
export function createEncoder(offered: readonly Encoding[] = ["br", "gzip"]) {
  // One entry per file and encoding: a newer version replaces the old one instead of piling up.
  const cache = new Map<string, { version: string; body: Promise<Buffer> }>();
  return async function encode(file: string, version: string, raw: Buffer, acceptEncoding: string | undefined): Promise<Encoded> {
    const encoding = chooseEncoding(acceptEncoding, offered);
    if (!encoding) return { body: raw };
    const key = `${encoding}:${file}`;
    let entry = cache.get(key);
    if (entry?.version !== version) {
      entry = {
        version,
        body:
          encoding === "br"
            ? brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: HOST_COMPRESSION.brotliQuality } })
            : gzipAsync(raw, { level: HOST_COMPRESSION.gzipLevel }),
      };
      cache.set(key, entry);
    }
    return { body: await entry.body, encoding };
  };
}
