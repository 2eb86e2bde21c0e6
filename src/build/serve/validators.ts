import { createHash } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";

export interface Validators {
  ETag: string;
  "Last-Modified": string;
}

/**
 * The ETag is a hash of the bytes, not size and time: a rebuild can rewrite a file with other content of
 * the same size within the clock's resolution, and a browser must not be told its old copy is current.
 */
export function validatorsFor(bytes: Buffer, modified: Date): Validators {
  const tag = createHash("sha256").update(bytes).digest("base64url").slice(0, 27);
  // HTTP dates have whole seconds; round down so If-Modified-Since with the date we sent compares equal.
  return { ETag: `"${tag}"`, "Last-Modified": new Date(Math.floor(modified.getTime() / 1000) * 1000).toUTCString() };
}

/**
 * Whether the browser's copy is current (RFC 9110, 13.1): If-None-Match, compared weakly (a "W/" tag
 * still names these bytes), wins over If-Modified-Since, which is only read when there is no tag.
 */
export function isFresh(headers: IncomingHttpHeaders, validators: Validators): boolean {
  const match = headers["if-none-match"];
  if (match !== undefined) {
    return match.split(",").some((tag) => {
      const bare = tag.trim().replace(/^W\//, "");
      return bare === "*" || bare === validators.ETag;
    });
  }
  const since = Date.parse(headers["if-modified-since"] ?? "");
  return since >= Date.parse(validators["Last-Modified"]);
}
