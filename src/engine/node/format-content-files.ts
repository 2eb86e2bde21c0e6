import { readFile, readdir, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { contentPath } from "./content-folder";
import { formatContent } from "../core/format/content-format";
import { CONTENT_KINDS } from "../core/kinds/content-kinds";
import { MAX_JSON_BYTES, tooDeepOffset } from "../core/read/content-limits";
import { parseJsonSource } from "../core/read/json-source";
import { loadSchemaSet } from "./schema-registry";

/** Each content file with the schema its kind says it follows (not the file's own "$schema", which may be wrong). */
async function contentFiles(projectRoot: string): Promise<{ file: string; schema: string }[]> {
  const found: { file: string; schema: string }[] = [];
  for (const kind of CONTENT_KINDS) {
    if ("file" in kind.location) {
      found.push({ file: contentPath(kind.location.file, projectRoot), schema: kind.schema });
      continue;
    }
    const folder = contentPath(kind.location.folder, projectRoot);
    const names = await readdir(join(projectRoot, folder)).catch(() => [] as string[]);
    for (const name of names.filter((n) => n.endsWith(".json"))) found.push({ file: `${folder}/${name}`, schema: kind.schema });
  }
  return found;
}

/**
 * `npm run check -- --fix`: rewrites every content file the way the site editor saves it (key order,
 * indentation, final newline), so hand edits and editor edits converge and the editor's first save of
 * a hand-edited file changes only what was edited. A file the check would stop at before reading its
 * values (too large, too deep, not JSON, a key written twice: which one to keep is the editor's call)
 * is left as it is, for the check to report.
 */
export async function formatContentFiles(projectRoot: string): Promise<string[]> {
  const { index } = await loadSchemaSet(projectRoot);
  const rewritten: string[] = [];
  for (const { file, schema } of await contentFiles(projectRoot)) {
    const path = join(projectRoot, file);
    const size = await stat(path).then(
      (s) => s.size,
      () => undefined,
    );
    if (size === undefined || size > MAX_JSON_BYTES) continue;
    const text = await readFile(path, "utf8");
    if (tooDeepOffset(text) !== undefined) continue;
    const { json, problems } = parseJsonSource(file, text);
    if (!json || problems.length > 0) continue;
    const formatted = formatContent(json.value, schema, index);
    if (formatted === text) continue;
    await writeFile(path, formatted);
    rewritten.push(file);
  }
  return rewritten;
}
