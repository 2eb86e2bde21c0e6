import type { MinistryGridBlock } from "@/types/generated/content";
import { schemaDefaultsOf, withSchemaDefaults } from "@/lib/schema-defaults";
import ministryGridSchema from "../../../../schemas/blocks/ministry-grid.schema.json" with { type: "json" };

/** The ministry cards' words: their two buttons, what screen readers hear after them and before each fact, the WhatsApp message. */
export type MinistryGridWords = Required<
  Pick<MinistryGridBlock, "contact" | "participate" | "participateAbout" | "participateMessage" | "contactAbout" | "ageLabel" | "whenLabel">
>;

const WORDS_SCHEMA = schemaDefaultsOf(ministryGridSchema, [
  "contact",
  "participate",
  "participateAbout",
  "participateMessage",
  "contactAbout",
  "ageLabel",
  "whenLabel",
]);

/** The block's words with the defaults of schemas/blocks/ministry-grid.schema.json where it gives none (written there only). */
export function ministryGridWords(block: Partial<MinistryGridWords> | undefined): MinistryGridWords {
  return withSchemaDefaults<MinistryGridWords>(WORDS_SCHEMA, block);
}
