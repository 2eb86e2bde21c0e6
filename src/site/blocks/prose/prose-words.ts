import type { ProseBlock } from "@/types/generated/content";
import { schemaDefaultsOf, withSchemaDefaults } from "@/lib/schema-defaults";
import proseSchema from "../../../../schemas/blocks/prose.schema.json" with { type: "json" };

/** The prose block's own words: before its date of update, and its index's title. */
export type ProseWords = Required<Pick<ProseBlock, "updatedLabel" | "tocLabel">>;

const WORDS_SCHEMA = schemaDefaultsOf(proseSchema, ["updatedLabel", "tocLabel"]);

/** The block's words with the defaults of schemas/blocks/prose.schema.json where it gives none (written there only). */
export function proseWords(block: Partial<ProseWords> | undefined): ProseWords {
  return withSchemaDefaults<ProseWords>(WORDS_SCHEMA, block);
}
