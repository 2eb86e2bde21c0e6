/** A request's path as the host reads it. */
export interface RequestPath {
  /** As the URL spells it, dot segments resolved, nothing decoded: what `_headers` patterns are matched against. */
  pathname: string;
  /** Inside the site's base path, percent-decoded (left as it is when it cannot be decoded): the file looked up. */
  decoded: string;
  /** "?…" or "", kept on redirects. */
  search: string;
}

/**
 * Reads a request's path the way Cloudflare Pages does: the URL parser resolves "." and ".." (also as "%2e"),
 * then the path is decoded once, so "/%73obre" is "/sobre" and "/blog%2f1" is "/blog/1" (site-answer.ts then
 * looks the file up by that exact name). `base` is a project site's path on GitHub Pages ("/repo/"): a path
 * outside it is null, and the host answers with its not-found page.
 */
export function requestPath(rawUrl: string | undefined, base: string): RequestPath | null {
  let url: URL;
  try {
    // The raw path after a fixed origin: "//double" stays a path, never a host name.
    url = new URL(`http://site${(rawUrl ?? "/").startsWith("/") ? rawUrl : `/${rawUrl}`}`);
  } catch {
    return null;
  }
  const { pathname, search } = url;
  if (!pathname.startsWith(base) && `${pathname}/` !== base) return null;
  const inside = `/${pathname.slice(Math.min(base.length, pathname.length))}`;
  let decoded = inside;
  try {
    decoded = decodeURIComponent(inside);
  } catch {
    // Kept as written: no file has such a name, so it is a 404.
  }
  return { pathname, decoded, search };
}
