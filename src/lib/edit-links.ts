/**
 * From the live site to the field that made it (docs/site-editor.md, "Pencils on the site"). Shared by the page
 * script's pencils (src/site/browser/pencils/), the build that writes what each page is made of
 * (src/build/payloads/pencil-map.ts) and the editor that opens the field (src/editor/app/field-links.ts).
 */

/** What each page and post is made of, written by the build, fetched only by the pencils. */
export const PENCIL_MAP_PATH = "/data/lapis.json";

/** The editor's address query: the field to open ("sections.2" or "sections.2.groups.1") and the section's block type. */
export const FIELD_PARAM = "campo";
export const TYPE_PARAM = "tipo";

/**
 * Set by the editor on its page's root while it opens the field a link names, then to how that ended (the values of
 * `FieldOutcome`): the editor waits for the form however long it takes, and whoever waits for the field (the browser
 * tests) waits for this instead of guessing a time.
 */
export const FIELD_OUTCOME_ATTRIBUTE = "data-campo";
export type FieldOutcome = "abrindo" | "aberto" | "sumiu" | "deixado";

/** An entry of the editor ("pages/inicio", "events/vigilia") and where inside it: empty for the entry itself. */
export interface EditTarget {
  /** "collection/slug", as Decap's address names it. */
  entry: string;
  /** Decap's field path ("sections.2", "sections.2.videos.0"); "" for the whole entry. */
  path: string;
  /** The block type of the section the path goes through, to find its first field. */
  type?: string;
}

/** One thing a pencil can open: a section, or an item shown inside one. */
export interface PencilItem {
  /** The text that names it on the page (a card's title): the pencil goes on the card whose heading says it. */
  name: string;
  /** What it is, for the pencil's label ("evento" → "Editar evento: …"). */
  kind: string;
  target: EditTarget;
}

export interface PencilSection {
  /** "Horários dos cultos: Nossos cultos", for the pencil's label. */
  label: string;
  target: EditTarget;
  items?: PencilItem[];
}

/** A page: its entry, and its sections in the order the page shows them (those waiting for their date are not shown). */
export interface PencilPage {
  label: string;
  /** A page made from one entry (a post, a sermon, a series, a preacher): what it is ("artigo", "mensagem"), for the pencils' labels. Cards that link to it get its pencil too. */
  kind?: string;
  target: EditTarget;
  sections?: PencilSection[];
}

/** The pencils' words (site.json's `words.pencils`, with the schema's defaults): the page script has no site to read them from. */
export interface PencilWords {
  /** Before a section's label ("Editar seção: …"). */
  editSection: string;
  /** Before a card's kind and name ("Editar evento: …"). */
  editItem: string;
  /** Before a post's title. */
  editPost: string;
  /** The footer's pencil, to the site's settings. */
  editSite: string;
  /** Before the sede's name, on the footer's services. */
  editSedeServices: string;
  /** The button that takes the pencils away. */
  stopPencils: string;
}

export interface PencilMap {
  words: PencilWords;
  /** By route, without the site's base ("/", "/agenda", "/blog/9"). */
  routes: Record<string, PencilPage>;
  /** The sede's file, opened at its services, from the footer's services on every page. */
  sede?: PencilPage;
}

/** Marks the footer's column of the sede's services, where the sede's pencil goes (whatever the column's heading says). */
export const SEDE_SERVICES_ATTRIBUTE = "data-sede-services";

/** The editor's address for a target: `adminUrl` is the editor's own ("/admin/", or under the site's base). */
export function editorHref(adminUrl: string, { entry, path, type }: EditTarget): string {
  const query = new URLSearchParams({ [FIELD_PARAM]: path, ...(type ? { [TYPE_PARAM]: type } : {}) });
  const [collection, ...slug] = entry.split("/");
  return `${adminUrl}?${query.toString()}#/collections/${collection}/entries/${slug.join("/")}`;
}

/** The target an editor's address names (`search` and `hash` of its location), or undefined when it names none. */
export function readEditTarget(search: string, hash: string): EditTarget | undefined {
  const query = new URLSearchParams(search);
  const path = query.get(FIELD_PARAM);
  const entry = /^#\/collections\/([^/?#]+)\/entries\/([^?#]+)/.exec(hash);
  if (path === null || !entry) return undefined;
  const type = query.get(TYPE_PARAM) ?? undefined;
  return { entry: `${entry[1]}/${decodeURIComponent(entry[2] ?? "")}`, path, ...(type ? { type } : {}) };
}
