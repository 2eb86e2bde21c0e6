import type { PrayerRequestBlock } from "@/types/generated/content";
import { schemaDefaultsOf, withSchemaDefaults } from "@/lib/schema-defaults";
import prayerRequestSchema from "../../../../schemas/blocks/prayer-request.schema.json" with { type: "json" };

/** The prayer block's own words beside its form: the heading of what the church does with a request. */
export type PrayerAsideWords = Required<Pick<PrayerRequestBlock, "careHeading">>;

const WORDS_SCHEMA = schemaDefaultsOf(prayerRequestSchema, ["careHeading"]);

/** The block's words with the defaults of schemas/blocks/prayer-request.schema.json where it gives none (written there only). */
export function prayerAsideWords(block: Partial<PrayerAsideWords> | undefined): PrayerAsideWords {
  return withSchemaDefaults<PrayerAsideWords>(WORDS_SCHEMA, block);
}

const FORM_KEYS = [
  "formLabel",
  "nameLabel",
  "nameHint",
  "nameHintWithoutService",
  "requestLabel",
  "publicLabel",
  "publicHint",
  "callbackLabel",
  "callbackHint",
  "submit",
  "sendingStatus",
  "failed",
] as const satisfies readonly (keyof PrayerRequestBlock)[];

/** The form's own words (its fields' names and hints, its send button and notices): the island reads them from its props. */
export type PrayerFormWords = Required<Pick<PrayerRequestBlock, (typeof FORM_KEYS)[number]>>;

const FORM_WORDS_SCHEMA = schemaDefaultsOf(prayerRequestSchema, FORM_KEYS);

/** The form's words with the schema's defaults where the block gives none. */
export function prayerFormWords(block: Partial<PrayerFormWords> | undefined): PrayerFormWords {
  return withSchemaDefaults<PrayerFormWords>(FORM_WORDS_SCHEMA, block);
}
