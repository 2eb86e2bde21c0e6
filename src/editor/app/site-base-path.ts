import { pageSettings } from "./page-settings";

/**
 * The site's src/lib/base-path.ts, for the editor's previews: the editor is served from <base>admin/,
 * but the pages, pictures and links it previews live at the site's base (src/editor/node/admin-vite-config.ts
 * puts this module in its place; the base is written into the editor's page, src/editor/node/editor-page.ts).
 */
const base = pageSettings().siteBase;

export function withBase(path: string): string {
  return `${base}${path}`;
}

export const routerBasename = base || "/";
