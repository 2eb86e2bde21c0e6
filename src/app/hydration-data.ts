/** The pre-rendered page carries its own loader data as inert JSON (no inline script, CSP-friendly). */
export const ROUTE_DATA_ELEMENT_ID = "route-data";

export interface RouteData {
  routeId: string;
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
