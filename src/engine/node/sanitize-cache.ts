import { createHash } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
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

async function store(file: string, result: SanitizedHtml): Promise<void> {
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(temporary, JSON.stringify(result));
  await rename(temporary, file);
}

/**
 * Sanitising is the slowest step of the check (jsdom). Its result depends only on the HTML, the site's
 * origin and the policy (sanitize-fingerprint.ts), so it is cached by their hash: an unchanged post is
 * never sanitised twice. All bodies are looked up at once and the misses sanitised as one batch.
 */
export async function sanitizeAllCached(projectRoot: string, dirties: string[], options: SanitizeOptions): Promise<SanitizedHtml[]> {
  const dir = join(projectRoot, ".cache", "sanitized");
  const files = await Promise.all(dirties.map(async (dirty) => join(dir, `${await sanitizeCacheKey(dirty, options)}.json`)));
  const cached = await Promise.all(
    files.map((file) =>
      readFile(file, "utf8").then(
        (text) => JSON.parse(text) as SanitizedHtml,
        () => undefined,
      ),
    ),
  );
  // Two posts with the same body are one miss.
  const missing = [...new Map(files.flatMap((file, i) => (cached[i] ? [] : [[file, dirties[i] as string] as const]))).entries()];
  if (missing.length === 0) return cached as SanitizedHtml[];
  const fresh = await sanitizeBatch(
    missing.map(([, dirty]) => dirty),
    options,
    loadSanitizer,
  );
  const byFile = new Map(missing.map(([file], i) => [file, fresh[i] as SanitizedHtml]));
  await mkdir(dir, { recursive: true });
  await Promise.all([...byFile].map(([file, result]) => store(file, result)));
  return files.map((file, i) => cached[i] ?? (byFile.get(file) as SanitizedHtml));
}

/** One body: the same cache, for callers with a single post. */
export async function sanitizeCached(projectRoot: string, dirty: string, options: SanitizeOptions): Promise<SanitizedHtml> {
  const [result] = await sanitizeAllCached(projectRoot, [dirty], options);
  return result as SanitizedHtml;
}
