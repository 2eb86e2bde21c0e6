import type { Site } from "../../types/generated/content";
import type { GallerySiteData } from "../../site/app/dev-gallery/gallery-data";

/**
 * What the editor knows of the site beyond the entry it edits, served beside it as
 * /admin/editor-data.json (written by the build, answered fresh by `npm run editor`): the previews'
 * data and what the check before saving compares links and pictures against.
 */
export interface EditorData {
  /** site.json, or undefined while the content does not pass `npm run check` (then `problems` says why). */
  site?: Site;
  /** The collections, image sizes and icons blocks read, as the block gallery gets them. */
  preview?: GallerySiteData;
  /** Each route links may point to ("/", "/contato", "/blog/9"), with the section ids of its page (null: unknown, the file does not parse). */
  routes: Record<string, string[] | null>;
  /** Posts whose text is a hand-written .html beside the JSON (file names without extension): their `body` must stay empty. */
  htmlBodies: string[];
  /** Each post's number and its file name ("9" → "2026-09-um-ano-coroado-de-bondade"): numbers are unique. */
  posts: Record<string, string>;
  /** Every picture in the images folder, as the site serves it ("/images/hero-inicio.jpg"). */
  images: string[];
  /** Files served as they are at the site's root ("/favicon.ico"). */
  staticFiles: string[];
  /** Where the pictures are, as editors see it ("site-content/images"). */
  imagesFolder: string;
  /** What each fact placeholder ("{total-ministerios}") shows, as the build fills it in. */
  facts: Record<string, string>;
  /** The content's problems, as `npm run check` prints them, when it does not pass. */
  problems: string[];
}

export const EDITOR_DATA_FILE = "editor-data.json";
