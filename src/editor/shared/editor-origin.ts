/**
 * The editor served from its own origin (SITE_EDITOR_URL, docs/site-editor.md, "The editor on its own origin"): the
 * token Decap keeps in localStorage is then out of reach of every script of the public pages, and the pencils still
 * need a flag in the *site's* localStorage (src/lib/pencils-flag.ts), which only a page of the site can set. So the
 * site's /admin/ is a doorway: it sets the flag and sends the browser on to the editor with the same address (a
 * pencil's field in the query, its entry in the hash), marked; an editor opened any other way goes through the
 * doorway first. Each side sends the browser only to the other's address fixed when it was built: no open redirect.
 */

/** The mark the doorway adds to the editor's address: the pencils' flag has been set on the site. */
export const FROM_SITE_PARAM = "do-site";

/** The editor's page on its own origin ("https://editor.igreja.org.br" → ".../admin/"): the same build, at the same path. */
export const editorPage = (editorUrl: string): string => `${editorUrl.replace(/\/+$/, "")}/admin/`;

/** The site's doorway (its /admin/, under the site's base: "https://igreja.github.io/monte-calvario/admin/"). */
export const doorwayPage = (siteUrl: string): string => `${siteUrl.replace(/\/+$/, "")}/admin/`;

/** Where the doorway sends the browser: the editor, with the query and hash it was given, marked as coming from the site. */
export function editorAddress(editorUrl: string, doorway: URL): string {
  const target = new URL(editorPage(editorUrl));
  target.search = doorway.search;
  target.searchParams.set(FROM_SITE_PARAM, "1");
  target.hash = doorway.hash;
  return target.href;
}

/** Where an editor opened without the mark goes first: the site's doorway, with its own query and hash. */
export function doorwayAddress(siteUrl: string, editor: URL): string {
  const target = new URL(doorwayPage(siteUrl));
  target.search = editor.search;
  target.hash = editor.hash;
  return target.href;
}

/** The editor's address without the mark when it came through the doorway; undefined when it did not. */
export function arrivedFromSite(editor: URL): URL | undefined {
  if (!editor.searchParams.has(FROM_SITE_PARAM)) return undefined;
  const clean = new URL(editor.href);
  clean.searchParams.delete(FROM_SITE_PARAM);
  return clean;
}
