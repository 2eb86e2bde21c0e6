import { readdir } from "node:fs/promises";
import { join, relative } from "node:path";
import { contentPath } from "./content-folder";
import type { ContentNote } from "./types";
import { slugify } from "../../src/lib/text";
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
    entries.filter((entry) => entry.isFile()).map((entry) => prefix + relative(absolute, join(entry.parentPath, entry.name)).split("\\").join("/")),
  );
}

export async function indexImages(projectRoot: string): Promise<ImageIndex> {
  const files = await listSitePaths(projectRoot, imagesFolder(projectRoot), PREFIX);
  return { files, byLowerCase: new Map([...files].map((path) => [path.toLowerCase(), path])) };
}

/** What image.schema.json's pattern accepts after /images/: no spaces, accents or capital extensions. */
const SITE_NAME = /^[A-Za-z0-9._-]+\.(jpe?g|png|webp|avif)$/;

/** "Casal Feliz.JPG" → "casal-feliz.jpg": the name to give a file straight from a phone or camera. */
export function siteImageName(name: string): string {
  const dot = name.lastIndexOf(".");
  const extension =
    dot > 0
      ? name
          .slice(dot + 1)
          .toLowerCase()
          .replace(/^jpeg$/, "jpg")
      : "jpg";
  return `${slugify(dot > 0 ? name.slice(0, dot) : name) || "imagem"}.${extension}`;
}

/** A file name the site cannot use, with the exact new name; undefined when the name is fine. */
export function renameHint(path: string): string | undefined {
  const name = path.split("/").at(-1) ?? path;
  if (SITE_NAME.test(name)) return undefined;
  return `renomeie o arquivo "${name}" para "${siteImageName(name)}" (letras minúsculas, sem acentos nem espaços)`;
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
  const rename = renameHint(src);
  if (rename) {
    const folder = src.slice(0, src.lastIndexOf("/") + 1);
    return `nome de imagem que o site não aceita: ${rename} em ${imagesFolder()}/ e escreva aqui "${folder}${siteImageName(src.split("/").at(-1) ?? "")}"`;
  }
  if (images.files.has(src)) return undefined;
  const actual = images.byLowerCase.get(src.toLowerCase());
  if (actual) {
    return `imagem não encontrada com esse nome exato: o arquivo se chama "${actual.slice(PREFIX.length)}" (maiúsculas e minúsculas contam)`;
  }
  const hint = didYouMean(src, [...images.files]);
  return `imagem não encontrada: o arquivo ${imagesFolder()}/${src.slice(PREFIX.length)} não existe. ${hint}Confira o nome ou coloque a imagem em ${imagesFolder()}/`;
}
