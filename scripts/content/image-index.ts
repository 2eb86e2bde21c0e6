import { readdir } from "node:fs/promises";
import { join, relative } from "node:path";
import { contentPath } from "./content-folder";
import { didYouMean } from "./suggest";

/** The folder of content images, as editors see it ("site-content/images"). */
export const imagesFolder = (projectRoot?: string) => contentPath("images", projectRoot);

const PREFIX = "/images/";

/** The image files as site paths ("/images/hero.jpg"), listed once per load. */
export interface ImageIndex {
  files: Set<string>;
  /** Lower-cased path → real path: servers are case-sensitive even when the editor's disk is not. */
  byLowerCase: Map<string, string>;
}

/** Every file under a folder as the site path it is served at (`prefix` + relative path). */
export async function listSitePaths(projectRoot: string, folder: string, prefix: string): Promise<Set<string>> {
  const absolute = join(projectRoot, folder);
  const entries = await readdir(absolute, { recursive: true, withFileTypes: true }).catch(() => []);
  return new Set(
    entries
      .filter((entry) => entry.isFile())
      .map((entry) => prefix + relative(absolute, join(entry.parentPath, entry.name)).split("\\").join("/")),
  );
}

export async function indexImages(projectRoot: string): Promise<ImageIndex> {
  const files = await listSitePaths(projectRoot, imagesFolder(projectRoot), PREFIX);
  return { files, byLowerCase: new Map([...files].map((path) => [path.toLowerCase(), path])) };
}

/** pt-BR problem with an image path, or undefined when the file exists with exactly that name. */
export function checkImageSrc(src: string, images: ImageIndex): string | undefined {
  if (images.files.has(src)) return undefined;
  const actual = images.byLowerCase.get(src.toLowerCase());
  if (actual) {
    return `imagem não encontrada com esse nome exato: o arquivo se chama "${actual.slice(PREFIX.length)}" (maiúsculas e minúsculas contam)`;
  }
  const hint = didYouMean(src, [...images.files]);
  return `imagem não encontrada: o arquivo ${imagesFolder()}/${src.slice(PREFIX.length)} não existe. ${hint}Confira o nome ou coloque a imagem em ${imagesFolder()}/`;
}
