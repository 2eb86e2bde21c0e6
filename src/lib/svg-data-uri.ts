/**
 * An SVG drawing as a data: URI for an <img>, percent-encoded where a data: URI must be (`%`, `#`) and where the HTML
 * attribute would otherwise spell a character out as an entity (quotes, brackets: `%3C` is shorter than `&lt;`):
 * shorter than base64, and it compresses with the page. The pages' mark (src/build/brand-mark.ts) and the editor's
 * previews of it (src/editor/app/previews/entry-data.ts) draw the same URI.
 */
export function svgDataUri(svg: string): string {
  // Quotes are encoded, not swapped for one another: an exported drawing may hold both (style="font-family:'X'").
  const text = svg.trim().replace(/\s+/g, " ").replace(/> </g, "><");
  return `data:image/svg+xml,${text.replace(/[%#<>'"&]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}
