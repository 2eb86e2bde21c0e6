import { PLACEHOLDER_PATTERN, textPlaceholders } from "../../lib/text-placeholders";
import type { ChurchAddress, Site } from "../../types/generated/content";

/**
 * A section's own words, read from its JSON the same way for every block: every text field, in order, but
 * not the fields that are addresses, settings or names for the code (an icon, a tone, an id, a time), nor
 * those its block gives the search as things of their own (a célula, a video: BlockSearch.itemFields).
 * Contact placeholders are filled as the page fills them ({email} → the church's e-mail).
 */
const NOT_TEXT = new Set([
  "type",
  "id",
  "href",
  "src",
  "icon",
  "tone",
  "variant",
  "color",
  "image",
  "avatar",
  "video",
  "mapsQuery",
  "zoom",
  "day",
  "time",
  "date",
  "whatsapp",
  "showIf",
  "participateMessage",
  "keyType",
  "key",
  "agency",
  "account",
  "cnpj",
  "subscribe",
  "publishAt",
  // A file name of another folder (a church chosen by a block), not words of the page.
  "church",
]);

export function sectionText(section: object, site: Site, sedeAddress: ChurchAddress | undefined, itemFields: readonly string[] = []): string {
  const placeholders = textPlaceholders(site, sedeAddress);
  const pieces: string[] = [];
  const visit = (value: unknown) => {
    if (typeof value === "string") pieces.push(value);
    else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === "object") {
      for (const [key, child] of Object.entries(value)) if (!NOT_TEXT.has(key) && !itemFields.includes(key)) visit(child);
    }
  };
  visit(section);
  return pieces
    .join(" · ")
    .replace(PLACEHOLDER_PATTERN, (token, name: string) => (name in placeholders ? placeholders[name as keyof typeof placeholders].text : token));
}
