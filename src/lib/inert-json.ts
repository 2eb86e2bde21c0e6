/**
 * JSON for a <script type="application/json"> element (islands' props, the 404 page's addresses):
 * "<" is escaped so no text inside can close the element.
 */
export function inertJson(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
