import type { GivingBlock } from "@/types/generated/content";
import { schemaDefaultsOf, withSchemaDefaults } from "@/lib/schema-defaults";
import givingSchema from "../../../../schemas/blocks/giving.schema.json" with { type: "json" };

const KEYS = [
  "pixKeyLabel",
  "keyTypes",
  "beneficiaryLabel",
  "codeLabel",
  "copyCode",
  "copyKey",
  "codeCopied",
  "keyCopied",
  "bankHeading",
  "bankLabel",
  "agencyLabel",
  "accountLabel",
  "holderLabel",
  "cnpjLabel",
] as const satisfies readonly (keyof GivingBlock)[];

type Full<T> = { [Key in keyof T]-?: T[Key] extends object | undefined ? Required<NonNullable<T[Key]>> : NonNullable<T[Key]> };

/** The giving block's own words: the PIX's titles and buttons, what the copy buttons say, the bank account's titles. */
export type GivingWords = Full<Pick<GivingBlock, (typeof KEYS)[number]>>;

const WORDS_SCHEMA = schemaDefaultsOf(givingSchema, KEYS);

/** The block's words with the defaults of schemas/blocks/giving.schema.json where it gives none (written there only). */
export function givingWords(block: Partial<Pick<GivingBlock, keyof GivingWords>> | undefined): GivingWords {
  return withSchemaDefaults<GivingWords>(WORDS_SCHEMA, block);
}
