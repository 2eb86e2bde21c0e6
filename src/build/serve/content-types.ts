/**
 * What Cloudflare Pages says each file is: the `mime` table wrangler uploads with (text types get "; charset=utf-8",
 * others none). tests/e2e/host-parity.spec.ts compares every kind of file of dist/ with the real runtime.
 */
export const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "application/javascript",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".xml": "application/xml",
  ".ics": "text/calendar; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/vnd.microsoft.icon",
  ".woff2": "font/woff2",
  ".wasm": "application/wasm",
  ".webmanifest": "application/manifest+json",
};

/**
 * The types Cloudflare compresses on its way to the visitor (its documentation's list, "Content compression", cut to
 * what a site of this project publishes): a calendar, a picture or a font goes as it is.
 */
export const COMPRESSED_TYPES = new Set([
  "text/html",
  "text/css",
  "text/plain",
  "application/javascript",
  "application/json",
  "application/xml",
  "application/manifest+json",
  "application/wasm",
  "image/svg+xml",
  "image/vnd.microsoft.icon",
]);
