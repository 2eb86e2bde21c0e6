import type { Site } from "../../src/types/generated/content";
import { ROUTE_DATA_ELEMENT_ID, serializeRouteData } from "../../src/app/hydration-data";
import type { RenderedPage } from "../../src/entry-server";
import { headTags } from "./head-tags";
import { churchJsonLd, organizationJsonLd } from "./structured-data";

/** Fills Vite's index.html with one page: head tags, Emotion's critical CSS, the HTML and its loader data. */
export function renderDocument(template: string, site: Site, rendered: RenderedPage): string {
  const { payload } = rendered;
  const jsonLd = payload.route === "/" ? [churchJsonLd(site), organizationJsonLd(site)] : [];
  const head = `${headTags(site, payload, jsonLd)}\n    ${rendered.styleTags}`;
  const data = `<script type="application/json" id="${ROUTE_DATA_ELEMENT_ID}">${serializeRouteData({ routeId: rendered.routeId, payload })}</script>`;
  return template.replace("<!--app-head-->", head).replace("<!--app-html-->", rendered.html).replace("</body>", `  ${data}\n  </body>`);
}
