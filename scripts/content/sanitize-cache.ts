import { createHash } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { sanitizerFingerprint } from "./sanitize-fingerprint";
import type { SanitizedHtml, SanitizeOptions } from "./sanitize-html";

type Sanitize = (typeof import("./sanitize-html"))["sanitizePostHtml"];
let sanitizer: Promise<Sanitize> | undefined;

// jsdom and DOMPurify take most of a second to load: only a post that is not cached pays for them.
function loadSanitizer(): Promise<Sanitize> {
  sanitizer ??= import("./sanitize-html").then((module) => module.sanitizePostHtml);
  return sanitizer;
}

export async function sanitizeCacheKey(dirty: string, { siteOrigin }: SanitizeOptions): Promise<string> {
  return createHash("sha256").update(await sanitizerFingerprint()).update("\0").update(siteOrigin).update("\0").update(dirty).digest("hex");
}

/**
 * Sanitising is the slowest step of the check (jsdom). Its result depends only on the HTML, the site's
 * origin and the policy (sanitize-fingerprint.ts), so it is cached by their hash: an unchanged post is
 * never sanitised twice.
 */
export async function sanitizeCached(projectRoot: string, dirty: string, options: SanitizeOptions): Promise<SanitizedHtml> {
  const dir = join(projectRoot, ".cache", "sanitized");
  const file = join(dir, `${await sanitizeCacheKey(dirty, options)}.json`);
  const cached = await readFile(file, "utf8").catch(() => null);
  if (cached) return JSON.parse(cached) as SanitizedHtml;
  const result = (await loadSanitizer())(dirty, options);
  await mkdir(dir, { recursive: true });
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(temporary, JSON.stringify(result));
  await rename(temporary, file);
  return result;
}
