import { createHash } from "node:crypto";
import { readFile, readdir } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { packageVersion } from "./package-version";
import { SANITIZE_POLICY } from "../core/posts/sanitize-policy";

/** The sanitiser is every file named like this one, in the core (its policy, URL rules) and here (positions, cache format). */
export const SANITIZER_FILES = /^sanitize-.*\.ts$/;
const HERE = dirname(fileURLToPath(import.meta.url));
// Paths joined, not new URL(…, import.meta.url): Vite (vitest, the dev server) turns that pattern into an asset address.
const SANITIZER_FOLDERS = [join(HERE, "../core/posts"), HERE];

async function computeFingerprint(): Promise<string> {
  const hash = createHash("sha256").update(JSON.stringify(SANITIZE_POLICY));
  for (const folder of SANITIZER_FOLDERS) {
    const sources = (await readdir(folder)).filter((name) => SANITIZER_FILES.test(name)).sort();
    for (const name of sources) hash.update(`\0${name}\0`).update(await readFile(join(folder, name)));
  }
  const jsdomEntry = createRequire(import.meta.url).resolve("jsdom");
  // The parser decides the tree DOMPurify cleans, so a jsdom or parse5 update changes the output too.
  const versions = await Promise.all([
    packageVersion("dompurify", import.meta.url),
    packageVersion("jsdom", import.meta.url),
    packageVersion("parse5", pathToFileURL(jsdomEntry).href),
  ]);
  return hash.update(`\0${versions.join("\0")}`).digest("hex");
}

let fingerprint: Promise<string> | undefined;

/**
 * Part of every cached result's key, derived from the policy itself (its config, the sanitiser's source
 * files, DOMPurify's, jsdom's and parse5's versions): a change to any of them can never serve stale
 * output, and nobody has to remember to bump a number. Cheap: no jsdom is loaded to compute it.
 */
export function sanitizerFingerprint(): Promise<string> {
  fingerprint ??= computeFingerprint();
  return fingerprint;
}
