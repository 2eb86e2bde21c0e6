import type { MapBlock } from "@/types/generated/content";
import { schemaDefaultsOf, withSchemaDefaults } from "@/lib/schema-defaults";
import mapSchema from "../../../../schemas/blocks/map.schema.json" with { type: "json" };

/** The map block's own words: the small titles above the address and the services. */
export type MapWords = Required<Pick<MapBlock, "addressLabel" | "servicesLabel">>;

const WORDS_SCHEMA = schemaDefaultsOf(mapSchema, ["addressLabel", "servicesLabel"]);

/** The block's words with the defaults of schemas/blocks/map.schema.json where it gives none (written there only). */
export function mapWords(block: Partial<MapWords> | undefined): MapWords {
  return withSchemaDefaults<MapWords>(WORDS_SCHEMA, block);
}
