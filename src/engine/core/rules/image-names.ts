import { slugify } from "../../../lib/text";
import type { ContentNote } from "../kinds/types";
import { didYouMean } from "../read/suggest";

// No Node imports here: the site editor (src/editor/app/) checks image paths in the browser with these.

export const IMAGE_PREFIX = "/images/";
const PREFIX = IMAGE_PREFIX;

/** The image files as site paths ("/images/hero.jpg"), listed once per load. */
export interface ImageIndex {
  files: Set<string>;
  /** Lower-cased path → real path: servers are case-sensitive even when the editor's disk is not. */
  byLowerCase: Map<string, string>;
}

/** What image.schema.json's pattern accepts after /images/ (and an SVG, which only the mark in site.json may be): no spaces, accents or capital extensions. */
const SITE_NAME = /^[A-Za-z0-9._-]+\.(jpe?g|png|webp|avif|svg)$/;

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

/** pt-BR problem with an image path, or undefined when the file exists with exactly that name. */
export function checkImageSrc(src: string, images: ImageIndex, folder: string): string | undefined {
  const rename = renameHint(src);
  if (rename) {
    const sitePath = src.slice(0, src.lastIndexOf("/") + 1);
    return `nome de imagem que o site não aceita: ${rename} em ${folder}/ e escreva aqui "${sitePath}${siteImageName(src.split("/").at(-1) ?? "")}"`;
  }
  if (images.files.has(src)) return undefined;
  const actual = images.byLowerCase.get(src.toLowerCase());
  if (actual) {
    return `imagem não encontrada com esse nome exato: o arquivo se chama "${actual.slice(PREFIX.length)}" (maiúsculas e minúsculas contam)`;
  }
  const hint = didYouMean(src, [...images.files]);
  return `imagem não encontrada: o arquivo ${folder}/${src.slice(PREFIX.length)} não existe. ${hint}Confira o nome ou coloque a imagem em ${folder}/`;
}

/** Image files whose names the site cannot use: a warning each, saying what to rename them to. */
export function imageNameNotes(images: ImageIndex, imagesFolder: string): ContentNote[] {
  return [...images.files].flatMap((path) => {
    const hint = renameHint(path);
    const file = `${imagesFolder}/${path.slice(PREFIX.length)}`;
    return hint ? [{ file, message: `${hint}; depois use "/images/${siteImageName(path.split("/").at(-1) ?? "")}" nos textos` }] : [];
  });
}
