import type { MapBlock } from "@/types/generated/content";
import { withSchemaDefaults, type DefaultsNode } from "@/lib/schema-defaults";
import mapSchema from "../../../../schemas/blocks/map.schema.json" with { type: "json" };

/** The map block's own words: the small titles above the address and the services. */
export type MapWords = Required<Pick<MapBlock, "addressLabel" | "servicesLabel">>;

const { addressLabel, servicesLabel } = (mapSchema as unknown as { properties: Record<keyof MapWords, DefaultsNode> }).properties;
const WORDS_SCHEMA: DefaultsNode = { properties: { addressLabel, servicesLabel } };

/** The block's words with the defaults of schemas/blocks/map.schema.json where it gives none (written there only). */
export function mapWords(block: Partial<MapWords> | undefined): MapWords {
  return withSchemaDefaults<MapWords>(WORDS_SCHEMA, block);
}
