import type { SermonListBlock } from "@/types/generated/content";
import { schemaDefaultsOf, withSchemaDefaults } from "@/lib/schema-defaults";
import sermonListSchema from "../../../../schemas/blocks/sermon-list.schema.json" with { type: "json" };

const KEYS = [
  "latestLabel",
  "seriesLabel",
  "heading",
  "emptyText",
  "filtersLabel",
  "bySeries",
  "byPreacher",
  "byBook",
  "liveLink",
] as const satisfies readonly (keyof SermonListBlock)[];

/** The sermon list's own words: its small titles, the archive's heading and filters, the live link, what it says with no sermons. */
export type SermonListWords = Required<Pick<SermonListBlock, (typeof KEYS)[number]>>;

const WORDS_SCHEMA = schemaDefaultsOf(sermonListSchema, KEYS);

/** The block's words with the defaults of schemas/blocks/sermon-list.schema.json where it gives none (written there only). */
export function sermonListWords(block: Partial<SermonListWords> | undefined): SermonListWords {
  return withSchemaDefaults<SermonListWords>(WORDS_SCHEMA, block);
}
