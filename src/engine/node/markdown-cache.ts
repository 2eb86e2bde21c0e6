import { createHash } from "node:crypto";
import { readFile, readdir } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { CompiledMarkdown } from "../core/posts/markdown-compile";
import { normalizeMarkdown } from "../core/posts/markdown-compile";
import { cachedInFile } from "./body-cache-file";
import { packageVersion } from "./package-version";

/** The Markdown compiler is every file named like this one, in the core (its configuration, its block map) and here (this cache). */
export const MARKDOWN_FILES = /^markdown-.*\.ts$/;
const HERE = dirname(fileURLToPath(import.meta.url));
// Paths joined, not new URL(…, import.meta.url): Vite (vitest, the dev server) turns that pattern into an asset address.
const MARKDOWN_FOLDERS = [join(HERE, "../core/posts"), HERE];

type Compile = (typeof import("../core/posts/markdown-compile"))["compileMarkdown"];
let compiler: Promise<Compile> | undefined;

function loadCompiler(): Promise<Compile> {
  compiler ??= import("../core/posts/markdown-compile").then((module) => module.compileMarkdown);
  return compiler;
}

async function computeFingerprint(): Promise<string> {
  const hash = createHash("sha256");
  for (const folder of MARKDOWN_FOLDERS) {
    const sources = (await readdir(folder)).filter((name) => MARKDOWN_FILES.test(name)).sort();
    for (const name of sources) hash.update(`\0${name}\0`).update(await readFile(join(folder, name)));
  }
  return hash.update(`\0${await packageVersion("marked", import.meta.url)}`).digest("hex");
}

let fingerprint: Promise<string> | undefined;

/**
 * Part of every compiled body's key, like the sanitiser's (sanitize-fingerprint.ts): the compiler's own
 * source files and marked's version, so an update can never serve HTML an older compiler made.
 */
export function markdownFingerprint(): Promise<string> {
  fingerprint ??= computeFingerprint();
  return fingerprint;
}

export async function markdownCacheKey(markdown: string): Promise<string> {
  return createHash("sha256")
    .update(await markdownFingerprint())
    .update("\0")
    .update(normalizeMarkdown(markdown))
    .digest("hex");
}

/**
 * Post bodies written in Markdown, as HTML with their block maps (markdown-compile.ts). Compiling is
 * deterministic, so its result is cached by the text and the compiler's fingerprint, in one file per
 * content folder beside the sanitiser's (body-cache-file.ts): an unchanged post is neither compiled nor
 * (its HTML being the same) sanitised again, and a run with nothing new never loads marked. `markdowns`
 * are every Markdown body of the content: the file keeps exactly their entries.
 */
export async function compileAllCached(cacheFile: string, markdowns: string[]): Promise<CompiledMarkdown[]> {
  const keys = await Promise.all(markdowns.map((markdown) => markdownCacheKey(markdown)));
  return cachedInFile<CompiledMarkdown>(cacheFile, keys, async (missing) => {
    const compile = await loadCompiler();
    return missing.map((i) => compile(markdowns[i] as string));
  });
}
