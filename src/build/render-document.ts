import type { Site } from "../types/generated/content";
import type { RenderedPage } from "../site/entry-server";
import { NOT_FOUND_ADDRESSES_ID, type SiteAddresses } from "../lib/site-addresses";
import { inertJson } from "../lib/inert-json";
import { firstSectionEnd, splitCss } from "./first-screen";
import { escapeHtml, headTags, jsonLdTag, type HeadInfo } from "./head-tags";
import { contentSecurityPolicy } from "./security-headers";
import { headScriptTag } from "./inline-scripts";
import { shortenClassNames } from "./short-class-names";
import { FIRST_WINDOW_BYTES, HEADER_ALLOWANCE_BYTES, heavierCompressed } from "./bench/first-window";
import { compactMarkup } from "./compact-markup";

export interface DocumentExtras {
  /** What the page's blocks add to <head> (their definitions' `head`). */
  links?: string[];
  /** On the 404 page only: the site's addresses, for src/site/browser/not-found.ts. */
  notFound?: SiteAddresses;
  /** Where the page's audio plays from (a sermon's, kept where the church keeps it): the policy's media-src. */
  mediaOrigins?: readonly string[];
}

/** Fills Vite's index.html with one page: head tags, Emotion's critical CSS, the HTML. */
export function renderDocument(
  template: string,
  site: Site,
  head: HeadInfo,
  page: RenderedPage,
  { links = [], notFound, mediaOrigins }: DocumentExtras,
  base = "/",
  { dev = false } = {},
): string {
  // The same policy as _headers, for hosts that cannot set headers (GitHub Pages); it must precede any script.
  // Not in npm run dev, whose own inline scripts (React's refresh) it would block.
  const csp = dev
    ? ""
    : `<meta http-equiv="Content-Security-Policy" content="${escapeHtml(contentSecurityPolicy(site, { forMeta: true, base, mediaOrigins }))}" />`;
  const addresses = notFound ? `\n    <script type="application/json" id="${NOT_FOUND_ADDRESSES_ID}">${inertJson(notFound)}</script>` : "";
  const fill = (rendered: RenderedPage) => {
    // First: the mark must be on <html> before anything is laid out.
    const headHtml = [headScriptTag, headTags(site, head), ...links, rendered.styleTags].filter(Boolean).join("\n    ");
    // Structured data is for search engines, not for the first screen: after <main>, near the text it repeats.
    const jsonLd = (head.jsonLd ?? []).map(jsonLdTag).join("");
    const mainEnd = rendered.html.lastIndexOf("</main>");
    const body = mainEnd < 0 ? `${rendered.html}${jsonLd}` : `${rendered.html.slice(0, mainEnd + 7)}${jsonLd}${rendered.html.slice(mainEnd + 7)}`;
    return template
      .replace('<meta charset="UTF-8" />', csp ? `<meta charset="UTF-8" />\n    ${csp}` : '<meta charset="UTF-8" />')
      .replace("<!--app-head-->", headHtml)
      .replace("<!--app-html-->", () => body)
      .replace("</body>", `${addresses}\n  </body>`);
  };
  // npm run dev keeps Emotion's names, which say which styles an element has while the code is being written.
  if (dev) return fill(page);
  const compact = shortenClassNames({ ...page, html: compactMarkup(page.html) });
  const whole = fill(compact);
  const split = firstScreenFirst(compact);
  return split === compact || firstScreenInFirstWindow(whole) ? whole : fill(split);
}

/**
 * Whether a document's first screen (up to the end of its first section, first-screen.ts), with the response's headers,
 * arrives in TCP's first window as it is. Then its CSS stays whole in the head: in one <style> it compresses better
 * than in two (0.05 to 0.15 KB of a page), and the first screen is in the first round trip either way.
 */
function firstScreenInFirstWindow(html: string): boolean {
  const end = firstSectionEnd(html);
  return end >= 0 && heavierCompressed(html.slice(0, end)) + HEADER_ALLOWANCE_BYTES <= FIRST_WINDOW_BYTES;
}

/**
 * The CSS of everything below the page's first section moves from the head to just under that section
 * (first-screen.ts), when the first screen would otherwise not arrive whole in the first TCP window (a page with much
 * CSS below it): the first window then carries the first screen whole, whatever the page holds below it.
 */
function firstScreenFirst(page: ReturnType<typeof shortenClassNames>): RenderedPage {
  const end = firstSectionEnd(page.html);
  if (end < 0 || !page.classRules) return page;
  const { head, below } = splitCss(page.classRules.css, page.html.slice(0, end));
  if (!below) return page;
  return {
    html: `${page.html.slice(0, end)}<style>${below}</style>${page.html.slice(end)}`,
    styleTags: page.styleTags.replace(page.classRules.tag, () => `${page.classRules?.opening}${head}</style>`),
  };
}
