/** The 404 page carries the site's addresses as inert JSON under this id (written by the build). */
export const NOT_FOUND_ADDRESSES_ID = "enderecos-do-site";

export interface SiteAddresses {
  /** The sub-folder the site is served from ("" at a domain's root, "/repo" on GitHub Pages). */
  base: string;
  /** Every page's route ("/", "/sobre"). */
  routes: string[];
  /** Every post's id (/blog/<id>). */
  posts: number[];
}

/** "/Sobre.html", "/sobre/", "//sobre", "/index.html" → "/sobre" or "/": the spelling the site links to. */
export function canonicalPath(path: string): string {
  const cleaned = path
    .replace(/\/{2,}/g, "/")
    .replace(/\/index\.html$/i, "/")
    .replace(/\.html$/i, "")
    .replace(/(.)\/+$/, "$1")
    .toLowerCase();
  return cleaned || "/";
}

const POST_PATH = /^\/blog\/([^/]+)$/;

/**
 * Where an address the host did not find should go: the real page or post it spells differently,
 * "/blog" for a post id that is unknown, zero, negative or not a number (spec), or null (a real 404).
 */
export function resolveMissingAddress(pathname: string, { base, routes, posts }: SiteAddresses): string | null {
  if (!pathname.toLowerCase().startsWith(base.toLowerCase())) return null;
  const typed = pathname.slice(base.length) || "/";
  const canonical = canonicalPath(typed);
  if (routes.includes(canonical)) return canonical === typed ? null : canonical;
  const post = POST_PATH.exec(canonical);
  if (!post) return null;
  const known = posts.some((id) => `/blog/${id}` === canonical);
  if (known) return canonical === typed ? null : canonical;
  return "/blog";
}
