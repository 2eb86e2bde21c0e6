/**
 * The site's src/lib/base-path.ts, for the editor's previews: the editor is served from /admin/, but
 * the pages, pictures and links it previews live at the site's root (scripts/admin/admin-vite-config.ts
 * puts this module in its place).
 */
export function withBase(path: string): string {
  return path;
}

export const routerBasename = "/";
