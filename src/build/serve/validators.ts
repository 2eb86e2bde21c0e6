import { createHash } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";

/**
 * The ETag is a hash of the bytes, not size and time: a rebuild can rewrite a file with other content of the same
 * size within the clock's resolution, and a browser must not be told its old copy is current. Like Cloudflare Pages,
 * there is no Last-Modified: the tag alone decides.
 */
export function validatorsFor(bytes: Buffer): { ETag: string } {
  return { ETag: `"${createHash("sha256").update(bytes).digest("base64url").slice(0, 27)}"` };
}

/** Whether the browser's copy is current (RFC 9110, 13.1.2): If-None-Match, compared weakly (a "W/" tag still names these bytes). */
export function isFresh(headers: IncomingHttpHeaders, etag: string): boolean {
  const match = headers["if-none-match"];
  if (match === undefined) return false;
  return match.split(",").some((tag) => {
    const bare = tag.trim().replace(/^W\//, "");
    return bare === "*" || bare === etag;
  });
}
