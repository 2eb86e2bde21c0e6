import type { ContactFormBlock } from "@/types/generated/content";
import { withSchemaDefaults, type DefaultsNode } from "@/lib/schema-defaults";
import contactFormSchema from "../../../../schemas/blocks/contact-form.schema.json" with { type: "json" };

/** The contact block's own words beside its form: the contacts' panel's heading and the title of each contact. */
export type ContactAsideWords = Required<Pick<ContactFormBlock, "asideHeading" | "addressLabel" | "phoneLabel" | "emailLabel" | "hoursLabel">>;

const { asideHeading, addressLabel, phoneLabel, emailLabel, hoursLabel } = (
  contactFormSchema as unknown as { properties: Record<keyof ContactAsideWords, DefaultsNode> }
).properties;
const WORDS_SCHEMA: DefaultsNode = { properties: { asideHeading, addressLabel, phoneLabel, emailLabel, hoursLabel } };

/** The block's words with the defaults of schemas/blocks/contact-form.schema.json where it gives none (written there only). */
export function contactAsideWords(block: Partial<ContactAsideWords> | undefined): ContactAsideWords {
  return withSchemaDefaults<ContactAsideWords>(WORDS_SCHEMA, block);
}
