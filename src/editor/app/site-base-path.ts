declare const __SITE_BASE__: string;

/**
 * The site's src/lib/base-path.ts, for the editor's previews: the editor is served from <base>admin/,
 * but the pages, pictures and links it previews live at the site's base (src/editor/node/admin-vite-config.ts
 * puts this module in its place and defines the base).
 */
const base = __SITE_BASE__;

export function withBase(path: string): string {
  return `${base}${path}`;
}

export const routerBasename = base || "/";
