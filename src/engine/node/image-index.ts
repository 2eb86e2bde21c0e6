import { readdir } from "node:fs/promises";
import { join, relative } from "node:path";
import { contentPath } from "./content-folder";
import type { ContentNote } from "../core/kinds/types";
import { checkImageSrc as checkImageSrcIn, IMAGE_PREFIX, renameHint, siteImageName, type ImageIndex } from "../core/rules/image-names";

export { renameHint, siteImageName, type ImageIndex };

/** The folder of content images, as editors see it ("site-content/images"). */
export const imagesFolder = (projectRoot?: string) => contentPath("images", projectRoot);

const PREFIX = IMAGE_PREFIX;

/** Every file under a folder as the site path it is served at (`prefix` + relative path). */
export async function listSitePaths(projectRoot: string, folder: string, prefix: string): Promise<Set<string>> {
  const absolute = join(projectRoot, folder);
  const entries = await readdir(absolute, { recursive: true, withFileTypes: true }).catch(() => []);
  return new Set(
    entries.filter((entry) => entry.isFile()).map((entry) => prefix + relative(absolute, join(entry.parentPath, entry.name)).split("\\").join("/")),
  );
}

export async function indexImages(projectRoot: string): Promise<ImageIndex> {
  const files = await listSitePaths(projectRoot, imagesFolder(projectRoot), PREFIX);
  return { files, byLowerCase: new Map([...files].map((path) => [path.toLowerCase(), path])) };
}

/** Image files whose names the site cannot use: a warning each, saying what to rename them to. */
export function imageNameNotes(images: ImageIndex, projectRoot?: string): ContentNote[] {
  return [...images.files].flatMap((path) => {
    const hint = renameHint(path);
    return hint
      ? [
          {
            file: `${imagesFolder(projectRoot)}/${path.slice(PREFIX.length)}`,
            message: `${hint}; depois use "/images/${siteImageName(path.split("/").at(-1) ?? "")}" nos textos`,
          },
        ]
      : [];
  });
}

/** pt-BR problem with an image path, or undefined when the file exists with exactly that name. */
export function checkImageSrc(src: string, images: ImageIndex): string | undefined {
  return checkImageSrcIn(src, images, imagesFolder());
}
