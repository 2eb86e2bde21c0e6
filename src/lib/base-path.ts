/** The site may be served from a sub-folder (GitHub Pages project sites); Vite passes it as BASE_URL. */
const base = import.meta.env.BASE_URL.replace(/\/$/, "");

export function withBase(path: string): string {
  return `${base}${path}`;
}

export const routerBasename = base || "/";
