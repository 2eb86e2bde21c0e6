import { createHash } from "node:crypto";
import { readFile, readdir } from "node:fs/promises";
import { join, relative } from "node:path";
import { buildSchemaSet } from "../core/schemas/schema-compiler";
import type { SchemaSet } from "../core/schemas/schema-set";

export { SCHEMA_BASE, type SchemaSet } from "../core/schemas/schema-set";

/** One schema file as written: its path under schemas/ ("blocks/hero.schema.json") and its text. */
export interface SchemaText {
  path: string;
  text: string;
}

/**
 * The one read of schemas/ from disk: every *.schema.json, by path, sorted. Everything else (the check's
 * validators, the catalogue, the editor's configuration, the type generator and its stamp) works from these
 * texts through the core's SchemaIndex.
 */
export async function readSchemaTexts(projectRoot: string): Promise<SchemaText[]> {
  const schemasDir = join(projectRoot, "schemas");
  const entries = await readdir(schemasDir, { recursive: true, withFileTypes: true });
  const paths = entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".schema.json"))
    .map((entry) => relative(schemasDir, join(entry.parentPath, entry.name)).split("\\").join("/"))
    .sort();
  return Promise.all(paths.map(async (path) => ({ path, text: await readFile(join(schemasDir, path), "utf8") })));
}

/** Every schema's path and text in one hash: what generated files record to know they are current. */
export function hashSchemaTexts(files: readonly SchemaText[]): string {
  const hash = createHash("sha256");
  for (const { path, text } of files) hash.update(`${path}\0${text}\0`);
  return hash.digest("hex");
}

// Keyed by the schemas' text, so a long-running dev server recompiles only when a schema changes.
const cache = new Map<string, Promise<SchemaSet>>();
const CACHE_LIMIT = 4;

/** Compiles each schema once per process (per distinct schemas/ content), however often content is loaded. */
export async function loadSchemaSet(projectRoot: string): Promise<SchemaSet> {
  const files = await readSchemaTexts(projectRoot);
  const key = hashSchemaTexts(files);
  let set = cache.get(key);
  if (!set) {
    set = Promise.resolve().then(() => buildSchemaSet(files));
    cache.set(key, set);
    set.catch(() => cache.delete(key));
    if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  }
  return set;
}
