import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { firstSectionEnd } from "../first-screen";
import { HOST_COMPRESSION } from "../serve/compression";

/**
 * TCP's first window: ten segments of 1,460 bytes. What a response carries beyond it (headers included) arrives one
 * round trip later, about 150 ms on the slow phone profile Lighthouse simulates.
 */
export const FIRST_WINDOW_BYTES = 14_600;

/** A page as the host sends it (src/build/serve/compression.ts, HOST_COMPRESSION): brotli 4 and gzip 6. */
export interface HostSizes {
  brotli: number;
  gzip: number;
  /** The heavier of the two: what a page must fit in whichever the browser gets. */
  heavier: number;
  /** The same for the document up to the end of its first section (first-screen.ts): what the first screen needs. */
  firstScreen: number;
}

/**
 * What the host's response headers take of that window, about 1.0 KB as `npm run bench` measures them over HTTP/1.1
 * (headerBytes), with room: the build's figure for what is left of the first window for the HTML (render-document.ts).
 */
export const HEADER_ALLOWANCE_BYTES = 1_150;

const brotli = (text: string) => brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: HOST_COMPRESSION.brotliQuality } }).length;
const gzip = (text: string) => gzipSync(text, { level: HOST_COMPRESSION.gzipLevel }).length;

/** A text at the host's compression, in whichever of its encodings is heavier. */
export const heavierCompressed = (text: string) => Math.max(brotli(text), gzip(text));

export function hostSizes(html: string): HostSizes {
  const sizes = { brotli: brotli(html), gzip: gzip(html) };
  const end = firstSectionEnd(html);
  // The compressor reads the document in order: the bytes that carry its beginning are about those of the beginning alone.
  const prefix = end < 0 ? html : html.slice(0, end);
  return { ...sizes, heavier: Math.max(sizes.brotli, sizes.gzip), firstScreen: heavierCompressed(prefix) };
}

/** The response's status line and headers as HTTP/1.1 writes them: more than HTTP/2 sends, so a page that fits here fits there. */
export function headerBytes(status: number, headers: Headers): number {
  let bytes = `HTTP/1.1 ${status} OK\r\n`.length + 2;
  headers.forEach((value, name) => (bytes += name.length + value.length + 4));
  return bytes;
}

/** "cabe (1.2 KB de folga)" or "não: +1.8 KB": how a size with its headers stands against the first window. */
export function windowVerdict(bytes: number): string {
  const margin = FIRST_WINDOW_BYTES - bytes;
  return margin >= 0 ? `cabe, sobra ${(margin / 1024).toFixed(1)} KB` : `não: +${(-margin / 1024).toFixed(1)} KB`;
}
