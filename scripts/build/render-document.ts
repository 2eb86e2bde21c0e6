import type { Site } from "../../src/types/generated/content";
import { ROUTE_DATA_ELEMENT_ID, serializeRouteData } from "../../src/app/hydration-data";
import type { RenderedPage } from "../../src/entry-server";
import { escapeHtml, headTags, type HeadInfo } from "./head-tags";
import { heroImagePreload } from "./hero-preload";
import { contentSecurityPolicy } from "./security-headers";

/** Fills Vite's index.html with one page: head tags, Emotion's critical CSS, the HTML and its loader data. */
export function renderDocument(template: string, site: Site, head: HeadInfo, rendered: RenderedPage, modulePreloads: string[]): string {
  // Low priority, like the entry script (page-template.ts): the page is already in the HTML.
  const preloads = modulePreloads.map((href) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${escapeHtml(href)}" />`);
  const headHtml = [headTags(site, head), heroImagePreload(rendered.payload, rendered.html), ...preloads, rendered.styleTags].filter(Boolean).join("\n    ");
  const data = `<script type="application/json" id="${ROUTE_DATA_ELEMENT_ID}">${serializeRouteData({ dataKey: rendered.dataKey, payload: rendered.payload, app: rendered.app })}</script>`;
  // The same policy as _headers, for hosts that cannot set headers (GitHub Pages); it must precede any script.
  const csp = `<meta http-equiv="Content-Security-Policy" content="${escapeHtml(contentSecurityPolicy(site, { forMeta: true }))}" />`;
  return template
    .replace('<meta charset="UTF-8" />', `<meta charset="UTF-8" />\n    ${csp}`)
    .replace("<!--app-head-->", headHtml).replace("<!--app-html-->", rendered.html).replace("</body>", `  ${data}\n  </body>`);
}
