import type { ContactFormBlock } from "@/types/generated/content";
import { schemaDefaultsOf, withSchemaDefaults } from "@/lib/schema-defaults";
import contactFormSchema from "../../../../schemas/blocks/contact-form.schema.json" with { type: "json" };

/** The contact block's own words beside its form: the contacts' panel's heading and the title of each contact. */
export type ContactAsideWords = Required<Pick<ContactFormBlock, "asideHeading" | "addressLabel" | "phoneLabel" | "emailLabel" | "hoursLabel">>;

const WORDS_SCHEMA = schemaDefaultsOf(contactFormSchema, ["asideHeading", "addressLabel", "phoneLabel", "emailLabel", "hoursLabel"]);

/** The block's words with the defaults of schemas/blocks/contact-form.schema.json where it gives none (written there only). */
export function contactAsideWords(block: Partial<ContactAsideWords> | undefined): ContactAsideWords {
  return withSchemaDefaults<ContactAsideWords>(WORDS_SCHEMA, block);
}

const FORM_KEYS = [
  "formLabel",
  "nameLabel",
  "replyLegend",
  "replyHint",
  "phoneFieldLabel",
  "phoneFieldHint",
  "emailFieldLabel",
  "subjectLabel",
  "messageLabel",
  "submit",
  "sendingStatus",
  "failed",
] as const satisfies readonly (keyof ContactFormBlock)[];

/** The form's own words (its fields' names and hints, its send button and notices): the island reads them from its props. */
export type ContactFormWords = Required<Pick<ContactFormBlock, (typeof FORM_KEYS)[number]>>;

const FORM_WORDS_SCHEMA = schemaDefaultsOf(contactFormSchema, FORM_KEYS);

/** The form's words with the schema's defaults where the block gives none. */
export function contactFormWords(block: Partial<ContactFormWords> | undefined): ContactFormWords {
  return withSchemaDefaults<ContactFormWords>(FORM_WORDS_SCHEMA, block);
}
