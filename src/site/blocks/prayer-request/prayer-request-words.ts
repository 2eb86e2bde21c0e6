import type { PrayerRequestBlock } from "@/types/generated/content";
import { withSchemaDefaults, type DefaultsNode } from "@/lib/schema-defaults";
import prayerRequestSchema from "../../../../schemas/blocks/prayer-request.schema.json" with { type: "json" };

/** The prayer block's own words beside its form: the heading of what the church does with a request. */
export type PrayerAsideWords = Required<Pick<PrayerRequestBlock, "careHeading">>;

const { careHeading } = (prayerRequestSchema as unknown as { properties: Record<keyof PrayerAsideWords, DefaultsNode> }).properties;
const WORDS_SCHEMA: DefaultsNode = { properties: { careHeading } };

/** The block's words with the defaults of schemas/blocks/prayer-request.schema.json where it gives none (written there only). */
export function prayerAsideWords(block: Partial<PrayerAsideWords> | undefined): PrayerAsideWords {
  return withSchemaDefaults<PrayerAsideWords>(WORDS_SCHEMA, block);
}
