export { SCHEMA_BASE, type SchemaSet } from "../core/schemas/schema-set";
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { listSchemaFiles } from "./schema-list";
import { buildSchemaSet, type SchemaSet } from "../core/schemas/schema-set";

// Keyed by the schemas' text, so a long-running dev server recompiles only when a schema changes.
const cache = new Map<string, Promise<SchemaSet>>();
const CACHE_LIMIT = 4;

/** Compiles each schema once per process (per distinct schemas/ content), however often content is loaded. */
export async function loadSchemaSet(projectRoot: string): Promise<SchemaSet> {
  const schemasDir = join(projectRoot, "schemas");
  const paths = (await listSchemaFiles(schemasDir)).map((path) => path.split("\\").join("/"));
  const files = await Promise.all(paths.map(async (path) => ({ path, text: await readFile(join(schemasDir, path), "utf8") })));
  const hash = createHash("sha256");
  for (const { path, text } of files) hash.update(`${path}\0${text}\0`);
  const key = hash.digest("hex");
  let set = cache.get(key);
  if (!set) {
    set = Promise.resolve().then(() => buildSchemaSet(files));
    cache.set(key, set);
    set.catch(() => cache.delete(key));
    if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  }
  return set;
}
