import type { MinistryGridBlock } from "@/types/generated/content";
import { withSchemaDefaults, type DefaultsNode } from "@/lib/schema-defaults";
import ministryGridSchema from "../../../../schemas/blocks/ministry-grid.schema.json" with { type: "json" };

/** The ministry cards' words: their two buttons, what screen readers hear after them and before each fact, the WhatsApp message. */
export type MinistryGridWords = Required<
  Pick<MinistryGridBlock, "contact" | "participate" | "participateAbout" | "participateMessage" | "contactAbout" | "ageLabel" | "whenLabel">
>;

const { contact, participate, participateAbout, participateMessage, contactAbout, ageLabel, whenLabel } = (
  ministryGridSchema as unknown as { properties: Record<keyof MinistryGridWords, DefaultsNode> }
).properties;
const WORDS_SCHEMA: DefaultsNode = { properties: { contact, participate, participateAbout, participateMessage, contactAbout, ageLabel, whenLabel } };

/** The block's words with the defaults of schemas/blocks/ministry-grid.schema.json where it gives none (written there only). */
export function ministryGridWords(block: Partial<MinistryGridWords> | undefined): MinistryGridWords {
  return withSchemaDefaults<MinistryGridWords>(WORDS_SCHEMA, block);
}
