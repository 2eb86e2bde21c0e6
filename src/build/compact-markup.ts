import { outsideIslands } from "./island-html";

/*
 * What React writes that a browser reading a finished page does not need, taken out of the page's HTML outside its
 * islands (which React hydrates, and must find as it rendered them). Each is a few bytes repeated on every page,
 * together 0.1 to 0.3 KB of a compressed page: the margin by which a page arrives in TCP's first round trip or not
 * (docs/performance.md).
 * - `<!-- -->`: React's mark between two pieces of text in one element, for its own hydration;
 * - an inline <svg>'s `xmlns`: the HTML parser puts <svg> in the SVG namespace without it (a file or a data: URI
 *   needs it, not the page);
 * - lucide's `lucide lucide-<name>` classes, which no style or script of the site reads.
 */

const TEXT_JOINT = /<!-- -->/g;
const SVG_START = /<svg\b[^>]*>/g;
const SVG_NAMESPACE = / xmlns="http:\/\/www\.w3\.org\/2000\/svg"/;
const CLASS_ATTRIBUTE = / class="([^"]*)"/;
const LUCIDE_CLASS = /^lucide(-[a-z0-9-]+)?$/;

function compactSvgStart(tag: string): string {
  return tag.replace(SVG_NAMESPACE, "").replace(CLASS_ATTRIBUTE, (_attribute, value: string) => {
    const kept = value.split(/\s+/).filter((name) => name && !LUCIDE_CLASS.test(name));
    return kept.length ? ` class="${kept.join(" ")}"` : "";
  });
}

export function compactMarkup(html: string): string {
  return outsideIslands(html, (staticHtml) => staticHtml.replace(TEXT_JOINT, "").replace(SVG_START, compactSvgStart));
}
