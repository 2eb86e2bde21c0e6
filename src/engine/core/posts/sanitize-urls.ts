/**
 * Where a post may point. DOMPurify's own URI rule is kept for every other attribute (it lets
 * colspan="2", lang="pt-BR" or datetime="2026-09-06" through); only the attributes that make the
 * browser navigate or fetch are held to this narrower list.
 */
export const URL_ATTRIBUTES: ReadonlySet<string> = new Set([
  "action",
  "archive",
  "background",
  "cite",
  "classid",
  "codebase",
  "data",
  "dynsrc",
  "formaction",
  "href",
  "icon",
  "longdesc",
  "lowsrc",
  "manifest",
  "ping",
  "poster",
  "profile",
  "src",
  "srcset",
  "usemap",
  "xlink:href",
]);

// Formats every browser decodes in <img> without running anything. SVG is left out: it is a document,
// and a data: SVG opened on its own (or a future parser quirk) is not worth the risk for a blog photo.
const DATA_IMAGE = /^data:image\/(?:png|jpeg|gif|webp|avif);base64,[a-z0-9+/=\s]*$/i;

/** What a browser does to a URL attribute before reading it: trims C0 controls and spaces, drops tabs and newlines. */
export function browserView(value: string): string {
  return value.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, "").replace(/[\t\n\r]/g, "");
}

/**
 * "/x" is a path on this site; "//host" and "/\host" are read by browsers as another site
 * (a backslash counts as a slash in http URLs), so they are never site-relative.
 */
export function isSiteRelative(url: string): boolean {
  return url.startsWith("/") && !/^\/[/\\]/.test(url);
}

/** The project's allow-list: https, http, mailto, tel, "/path", "#fragment"; data: images only in <img src>. */
export function isAllowedUrl(tagName: string, attribute: string, value: string): boolean {
  const url = browserView(value);
  if (url.startsWith("#") || isSiteRelative(url)) return true;
  if (/^(?:https?|mailto|tel):/i.test(url)) return true;
  return tagName === "img" && attribute === "src" && DATA_IMAGE.test(url);
}

/**
 * Whether a link leaves the site (it then opens in a new tab without the opener). Decided the way
 * the browser will decide, by resolving it against the site's own address.
 */
export function isExternalLink(href: string, siteOrigin: string): boolean {
  try {
    const resolved = new URL(browserView(href), siteOrigin);
    return /^https?:$/.test(resolved.protocol) && resolved.origin !== new URL(siteOrigin).origin;
  } catch {
    return false;
  }
}
