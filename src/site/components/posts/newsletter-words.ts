import type { NewsletterBlock } from "@/types/generated/content";
import { schemaDefaultsOf, withSchemaDefaults } from "@/lib/schema-defaults";
import newsletterSchema from "../../../../schemas/blocks/newsletter.schema.json" with { type: "json" };

export const NEWSLETTER_WORD_KEYS = [
  "emailLabel",
  "subscribe",
  "subscribing",
  "consent",
  "rssLink",
  "sendingStatus",
  "subscribed",
  "mailtoOpened",
  "failedTitle",
  "failed",
  "mailtoLink",
  "emailMissing",
  "emailInvalid",
  "consentMissing",
  "subject",
  "requestMessage",
] as const satisfies readonly (keyof NewsletterBlock)[];

/**
 * The newsletter box's words: its field, button, consent and notices. The blog page's newsletter section writes them,
 * and the box beside every post says the same (blogInfo).
 */
export type NewsletterWords = Required<Pick<NewsletterBlock, (typeof NEWSLETTER_WORD_KEYS)[number]>>;

const WORDS_SCHEMA = schemaDefaultsOf(newsletterSchema, NEWSLETTER_WORD_KEYS);

/** The block's words with the defaults of schemas/blocks/newsletter.schema.json where it gives none (written there only). */
export function newsletterWords(block: Partial<NewsletterWords> | undefined): NewsletterWords {
  return withSchemaDefaults<NewsletterWords>(WORDS_SCHEMA, block);
}
