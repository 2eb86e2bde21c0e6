import { createHash } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { POLICY_VERSION, sanitizePostHtml, type SanitizedHtml } from "./sanitize-html";

/**
 * Sanitising is the slowest step of the check (jsdom). Its result depends only on the HTML and
 * the policy, so it is cached by their hash: an unchanged post is never sanitised twice.
 */
export async function sanitizeCached(projectRoot: string, dirty: string): Promise<SanitizedHtml> {
  const key = createHash("sha1").update(POLICY_VERSION).update("\0").update(dirty).digest("hex");
  const dir = join(projectRoot, ".cache", "sanitized");
  const file = join(dir, `${key}.json`);
  const cached = await readFile(file, "utf8").catch(() => null);
  if (cached) return JSON.parse(cached) as SanitizedHtml;
  const result = sanitizePostHtml(dirty);
  await mkdir(dir, { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, JSON.stringify(result));
  await rename(temporary, file);
  return result;
}
