import { readFile, readdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { contentFolder } from "./content-folder";
import { formatContent, schemaFileOf } from "./content-format";
import { loadSchemaSet } from "./schema-registry";

/**
 * `npm run check -- --fix`: rewrites every content JSON file the way the site editor saves it (key
 * order, indentation, final newline), so hand edits and editor edits converge and the editor's first
 * save of a hand-edited file changes only what was edited. Files that do not parse are left for the
 * check to report; nothing else in them is touched.
 */
export async function formatContentFiles(projectRoot: string): Promise<string[]> {
  const folder = contentFolder(projectRoot);
  const { index } = await loadSchemaSet(projectRoot);
  const names = await readdir(join(projectRoot, folder), { recursive: true });
  const rewritten: string[] = [];
  for (const name of names.map((n) => n.split("\\").join("/")).filter((n) => n.endsWith(".json") && !n.startsWith("static/"))) {
    const path = join(projectRoot, folder, name);
    const text = await readFile(path, "utf8");
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      continue;
    }
    const formatted = formatContent(value, schemaFileOf(value), index);
    if (formatted === text) continue;
    await writeFile(path, formatted);
    rewritten.push(`${folder}/${name}`);
  }
  return rewritten;
}
