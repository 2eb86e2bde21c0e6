import { readdir } from "node:fs/promises";
import { join, relative } from "node:path";

/**
 * Every *.schema.json under schemas/, relative to it and sorted. Its own module, free of the type
 * generator: the check lists schemas on every run and must not pay for loading json-schema-to-typescript.
 */
export async function listSchemaFiles(schemasDir: string): Promise<string[]> {
  const entries = await readdir(schemasDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".schema.json"))
    .map((entry) => relative(schemasDir, join(entry.parentPath, entry.name)))
    .sort();
}
