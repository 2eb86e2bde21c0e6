import type { PageRouteEntry } from "@/content/page-payload";
import type { Site } from "@/types/generated/content";

/** The pre-rendered page carries its data as inert JSON (no inline script, CSP-friendly). */
export const ROUTE_DATA_ELEMENT_ID = "route-data";

/**
 * What the whole app needs besides the page: site.json, the routing manifest and the header's
 * breakpoint. It travels with every page's HTML rather than inside the JavaScript, so the bundle
 * holds no content and an edit to site.json leaves the cached scripts valid.
 */
export interface AppData {
  site: Site;
  pageRoutes: PageRouteEntry[];
  fullNavMinWidth: number;
}

export interface RouteData {
  /** Which data this is ("page:sobre", "post:9"): the browser hydrates only when its address needs the same. */
  dataKey: string;
  payload: unknown;
  app: AppData;
}

/** Escapes "<" so page text can never close the surrounding <script> element. */
export function serializeRouteData(data: RouteData): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

export function readRouteData(): RouteData | null {
  const element = document.getElementById(ROUTE_DATA_ELEMENT_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as RouteData) : null;
}
