import type { Site } from "../types/generated/content";
import type { RenderedPage } from "../site/entry-server";
import { NOT_FOUND_ADDRESSES_ID, type SiteAddresses } from "../lib/site-addresses";
import { inertJson } from "../lib/inert-json";
import { escapeHtml, headTags, type HeadInfo } from "./head-tags";
import { contentSecurityPolicy } from "./security-headers";
import { headScriptTag } from "./inline-scripts";
import { shortenClassNames } from "./short-class-names";

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
  // npm run dev keeps Emotion's names, which say which styles an element has while the code is being written.
  const rendered = dev ? page : shortenClassNames(page);
  // First: the mark must be on <html> before anything is laid out.
  const headHtml = [headScriptTag, headTags(site, head), ...links, rendered.styleTags].filter(Boolean).join("\n    ");
  // The same policy as _headers, for hosts that cannot set headers (GitHub Pages); it must precede any script.
  // Not in npm run dev, whose own inline scripts (React's refresh) it would block.
  const csp = dev
    ? ""
    : `<meta http-equiv="Content-Security-Policy" content="${escapeHtml(contentSecurityPolicy(site, { forMeta: true, base, mediaOrigins }))}" />`;
  const addresses = notFound ? `\n    <script type="application/json" id="${NOT_FOUND_ADDRESSES_ID}">${inertJson(notFound)}</script>` : "";
  return template
    .replace('<meta charset="UTF-8" />', csp ? `<meta charset="UTF-8" />\n    ${csp}` : '<meta charset="UTF-8" />')
    .replace("<!--app-head-->", headHtml)
    .replace("<!--app-html-->", rendered.html)
    .replace("</body>", `${addresses}\n  </body>`);
}
