import type { Dirent } from "node:fs";
import { readFile, readdir, stat } from "node:fs/promises";
import { join, relative } from "node:path";
import { imageIndex, listContent, textLimit, type ContentListing, type SourceEntry } from "../core/kinds/list-content";
import type { ImageIndex } from "../core/rules/image-names";
import { contentFolder } from "./content-folder";

/** A missing folder is content to report (the core says which files are missing), any other I/O failure is not. */
function unlessMissing<T>(fallback: T): (error: NodeJS.ErrnoException) => T {
  return (error) => {
    if (error.code === "ENOENT") return fallback;
    throw error;
  };
}

/**
 * The content folder's entries from disk: every file, folder and symlink (never followed), with the text
 * of the files the pipeline reads, each measured before it is read so an oversized one is never loaded.
 */
export async function readContentEntries(root: string, folder: string): Promise<SourceEntry[]> {
  const dirents = await readdir(join(root, folder), { recursive: true, withFileTypes: true }).catch(unlessMissing<Dirent[]>([]));
  const entries = await Promise.all(
    dirents.map(async (dirent): Promise<SourceEntry | undefined> => {
      const absolute = join(dirent.parentPath, dirent.name);
      const path = relative(root, absolute).split("\\").join("/");
      if (dirent.isSymbolicLink()) return { path, type: "symlink" };
      if (dirent.isDirectory()) return { path, type: "folder" };
      if (!dirent.isFile()) return undefined;
      const limit = textLimit(folder, path);
      if (limit === undefined) return { path, type: "file" };
      const { size } = await stat(absolute);
      if (size > limit) return { path, type: "file", size };
      return { path, type: "file", size, text: await readFile(absolute, "utf8") };
    }),
  );
  return entries.filter((entry) => entry !== undefined);
}

/** The content folder the doors read (content-folder.ts), listed. */
export async function readContentListing(root: string): Promise<ContentListing> {
  const folder = contentFolder(root);
  return listContent(folder, await readContentEntries(root, folder));
}

/** Only the pictures of the content folder, listed without reading any content file (the build's images step). */
export async function readImageIndex(root: string): Promise<ImageIndex> {
  const folder = contentFolder(root);
  return imageIndex(folder, await readContentEntries(root, `${folder}/images`));
}
