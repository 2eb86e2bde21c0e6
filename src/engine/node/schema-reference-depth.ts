import { readFile, readdir, writeFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";

/**
 * A content folder copied to another depth (a test's copy, a rehearsal repository) keeps pointing its files'
 * "$schema" at the old depth: each file's reference is relative to the file, so it is rewritten for where the
 * file now is below `projectRoot`, exactly as an editor's copy in that place would have it.
 */
export async function repointSchemaReferences(contentDir: string, projectRoot: string): Promise<void> {
  for (const entry of await readdir(contentDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".json")) continue;
    const file = join(entry.parentPath, entry.name);
    const depth = relative(projectRoot, file).split(sep).length - 1;
    const text = await readFile(file, "utf8");
    await writeFile(
      file,
      text.replace(/"\$schema": "(\.\.\/)+schemas\//, () => `"$schema": "${"../".repeat(depth)}schemas/`),
    );
  }
}
