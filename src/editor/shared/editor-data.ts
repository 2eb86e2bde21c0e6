import type { Site } from "../../types/generated/content";
import type { SourceEntry } from "../../engine/core/kinds/list-content";
import type { GallerySiteData } from "../../site/app/dev-gallery/gallery-data";

/**
 * What the editor knows of the site beyond the entry it edits, served beside it as /admin/editor-data.json: the
 * previews' data and the link field's suggestions. `npm run editor` answers it fresh from the files; a build with a
 * connected editor writes it from what that build publishes (nothing scheduled for later or already over), and a
 * build without one writes none (src/editor/node/build-admin.ts).
 */
export interface EditorData {
  /** site.json, or undefined while the content does not pass `npm run check` (then `problems` says why). */
  site?: Site;
  /** The collections, image sizes and icons blocks read, as the block gallery gets them. */
  preview?: GallerySiteData;
  /** Each route links may point to ("/", "/contato", "/blog/9"), with the section ids of its page (null: unknown, the file does not parse): the link field's suggestions. */
  routes: Record<string, string[] | null>;
  /** Every picture in the images folder, as the site serves it ("/images/hero-inicio.jpg"). */
  images: string[];
  /**
   * The folder's SVG drawings (the church's mark) as data: URIs: the site never publishes an SVG at its address, it
   * draws one inside the page (src/build/brand-mark.ts), so the previews draw it from here.
   */
  drawings: Record<string, string>;
  /** What each fact placeholder ("{total-ministerios}") shows, as the build fills it in. */
  facts: Record<string, string>;
  /** Who approves the editor's changes, from site.json (`npm run editor` only: a published editor reads it through GitHub). */
  approver?: Site["approver"];
  /** The content's problems, as `npm run check` prints them, when it does not pass. */
  problems: string[];
  /**
   * The names each site.json list offers to the fields chosen from it (`chosenFrom`: an event's type), by
   * siteChoiceKey: read from site.json as it is, even while the content fails the check.
   */
  choices: Record<string, string[]>;
}

/** The key of a site.json list's names in EditorData.choices ("eventTypes/name"). */
export const siteChoiceKey = (list: string, field: string) => `${list}/${field}`;

export const EDITOR_DATA_FILE = "editor-data.json";

/**
 * The content folder itself, every file's text included, read when an entry is saved: the check before saving runs
 * the whole check (src/engine/core/check-site.ts) on it, with the file being saved in its place, so a save
 * `npm run check` would refuse is refused here. Never published: the hosted editor reads it through GitHub as the
 * signed-in volunteer (src/editor/app/github-content.ts); `npm run editor` answers it as /admin/content-sources.json
 * from its own local server.
 */
export interface ContentSources {
  /** The content folder, as the project names it ("site-content"). */
  folder: string;
  entries: SourceEntry[];
}

export const CONTENT_SOURCES_FILE = "content-sources.json";
