import type { HeroBlock } from "@/types/generated/content";
import { schemaDefaultsOf, withSchemaDefaults } from "@/lib/schema-defaults";
import heroSchema from "../../../../schemas/blocks/hero.schema.json" with { type: "json" };

/** The hero's own words: the name screen readers hear for its numbers. */
export type HeroWords = Required<Pick<HeroBlock, "statsLabel">>;

const WORDS_SCHEMA = schemaDefaultsOf(heroSchema, ["statsLabel"]);

/** The block's words with the defaults of schemas/blocks/hero.schema.json where it gives none (written there only). */
export function heroWords(block: Partial<HeroWords> | undefined): HeroWords {
  return withSchemaDefaults<HeroWords>(WORDS_SCHEMA, block);
}
