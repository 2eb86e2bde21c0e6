import type { Site } from "@/types/generated/content";
import { withSchemaDefaults, type DefaultsNode } from "../../lib/schema-defaults";
import siteSchema from "../../../schemas/site.schema.json" with { type: "json" };

/**
 * The words of the frame every page shares (header, menu, footer, theme choice, notices, the post page, the
 * editors' pencils): site.json's `words`, each group and word optional, with the defaults of
 * schemas/site.schema.json where the church wrote none. The defaults are written there only (where editors read
 * them), never a second time in a component. Browser modules without React get theirs from the page (data
 * attributes the components write) or from /data/lapis.json (the pencils), so the schema never reaches the page
 * script or an island's chunk.
 */
type WrittenWords = NonNullable<Site["words"]>;
export type SiteWords = { [Group in keyof WrittenWords]-?: Required<NonNullable<WrittenWords[Group]>> };

const WORDS_SCHEMA = (siteSchema as unknown as { properties: { words: DefaultsNode } }).properties.words;

const resolved = new WeakMap<object, SiteWords>();

/** Every word of the frame for this site.json, once per site object. */
export function siteWords(site: Pick<Site, "words">): SiteWords {
  let words = resolved.get(site);
  if (!words) {
    words = withSchemaDefaults<SiteWords>(WORDS_SCHEMA, site.words);
    resolved.set(site, words);
  }
  return words;
}
