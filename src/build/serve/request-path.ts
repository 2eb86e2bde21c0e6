/**
 * The site path a request asks for, read the way Netlify and Cloudflare Pages read it: the raw path is
 * split on "/" BEFORE anything is decoded, so "%2f" can never become a separator and "..%2f" can never
 * climb out of a folder; an empty segment ("//blog/1"), a dot segment, an encoded slash or backslash, a
 * NUL or a malformed escape names no file. Decoding each segment afterwards keeps "/%73obre" = "/sobre".
 *
 * Returns the decoded segments, or null when no file may answer (the host then serves its 404 page).
 */
export function requestSegments(rawUrl: string | undefined, base: string): string[] | null {
  // Not new URL(): it would resolve "//double" as a host name and "/a/../b" as "/b".
  const rawPath = (rawUrl ?? "/").split(/[?#]/, 1)[0] ?? "/";
  if (!rawPath.startsWith(base) && `${rawPath}/` !== base) return null;
  const inside = rawPath.slice(Math.min(base.length, rawPath.length));
  if (inside === "") return [];
  const segments = inside.split("/");
  // A trailing slash leaves one empty segment at the end: that is a folder's index, not an empty name.
  const named = segments.at(-1) === "" ? segments.slice(0, -1) : segments;
  const decoded: string[] = [];
  for (const raw of named) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (segment === "" || segment === "." || segment === ".." || /[/\\\u0000]/.test(segment)) return null;
    decoded.push(segment);
  }
  return segments.at(-1) === "" ? [...decoded, ""] : decoded;
}
