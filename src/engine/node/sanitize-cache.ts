import { createHash } from "node:crypto";
import { cachedInFile } from "./body-cache-file";
import { sanitizerFingerprint } from "./sanitize-fingerprint";
import type { SanitizedHtml, SanitizeOptions } from "../core/posts/sanitize-html";
import { sanitizeBatch } from "./sanitize-workers";

type Sanitize = (typeof import("./sanitize-on-jsdom"))["sanitizePostHtml"];
let sanitizer: Promise<Sanitize> | undefined;

// jsdom and DOMPurify take most of a second to load: only a run with an uncached post pays for them.
function loadSanitizer(): Promise<Sanitize> {
  sanitizer ??= import("./sanitize-on-jsdom").then((module) => module.sanitizePostHtml);
  return sanitizer;
}

export async function sanitizeCacheKey(dirty: string, { siteOrigin }: SanitizeOptions): Promise<string> {
  return createHash("sha256")
    .update(await sanitizerFingerprint())
    .update("\0")
    .update(siteOrigin)
    .update("\0")
    .update(dirty)
    .digest("hex");
}

/**
 * Sanitising is the slowest step of the check (jsdom). Its result depends only on the HTML, the site's
 * origin and the policy (sanitize-fingerprint.ts), so it is cached by their hash in one file per content
 * folder (body-cache-file.ts): an unchanged post is never sanitised twice. All bodies are looked up at
 * once and the misses sanitised as one batch. `dirties` are every body of the content: the file keeps
 * exactly their entries.
 */
export async function sanitizeAllCached(cacheFile: string, dirties: string[], options: SanitizeOptions): Promise<SanitizedHtml[]> {
  const keys = await Promise.all(dirties.map((dirty) => sanitizeCacheKey(dirty, options)));
  return cachedInFile<SanitizedHtml>(cacheFile, keys, (missing) =>
    sanitizeBatch(
      missing.map((i) => dirties[i] as string),
      options,
      loadSanitizer,
    ),
  );
}
