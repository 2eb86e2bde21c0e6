/** The pre-rendered page carries its route's data as inert JSON (no inline script, CSP-friendly). */
export const ROUTE_DATA_ELEMENT_ID = "route-data";

export interface RouteData {
  /** Which data this is ("page:sobre", "post:9"): the browser hydrates only when its address needs the same. */
  dataKey: string;
  payload: unknown;
}

/** Escapes "<" so page text can never close the surrounding <script> element. */
export function serializeRouteData(data: RouteData): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

export function readRouteData(): RouteData | null {
  const element = document.getElementById(ROUTE_DATA_ELEMENT_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as RouteData) : null;
}
