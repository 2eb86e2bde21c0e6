import { cp, mkdir, readdir, writeFile } from "node:fs/promises";
import { dirname, join, relative, sep } from "node:path";
import { repointSchemaReferences } from "../../src/engine/node/schema-reference-depth";

/**
 * Copies a content folder to `target` (inside `projectRoot`) the way an editor's copy would look:
 * every file's "$schema" is relative to the file itself, so it is rewritten for the new depth.
 * `emptyImages` writes the image names with no bytes, for checks that only need the names.
 */
export async function copyContentFolder(source: string, target: string, projectRoot: string, options: { emptyImages?: boolean } = {}): Promise<void> {
  const images = join(source, "images");
  const isImage = (src: string) => src === images || src.startsWith(images + sep);
  await cp(source, target, { recursive: true, filter: (src) => !options.emptyImages || !isImage(src) });
  if (options.emptyImages) {
    await mkdir(join(target, "images"), { recursive: true });
    // Subfolders too ("images/blog/…"): a post may show a picture from one.
    for (const entry of await readdir(images, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const copy = join(target, "images", relative(images, join(entry.parentPath, entry.name)));
      await mkdir(dirname(copy), { recursive: true });
      await writeFile(copy, "");
    }
  }
  await repointSchemaReferences(target, projectRoot);
}

/** Runs `run` with every door of the pipeline reading `folder` (SITE_CONTENT), then puts the setting back. */
export function withContentFolder<T>(folder: string, run: () => Promise<T>): Promise<T> {
  return keepingContentFolder(() => {
    process.env.SITE_CONTENT = folder;
    return run();
  });
}

/** Runs `run`, then puts SITE_CONTENT back as it was, whatever `run` (a `--content` option) set it to. */
export async function keepingContentFolder<T>(run: () => Promise<T>): Promise<T> {
  const previous = process.env.SITE_CONTENT;
  try {
    return await run();
  } finally {
    if (previous === undefined) delete process.env.SITE_CONTENT;
    else process.env.SITE_CONTENT = previous;
  }
}
