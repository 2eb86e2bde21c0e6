import { isValidEmail } from "@/lib/email";
import type { NewsletterWords } from "./newsletter-words";

/** What "Inscrever" needs besides the form itself: checks, the e-mail fallback and the endpoint's body. */

/** What the visitor subscribes to ("Palavra do Mês": the blog page's title) and where it goes. */
export interface NewsletterTarget {
  name: string;
  /** The church's e-mail, which receives the request when there is no endpoint. */
  churchEmail: string;
}

/** The words the request is written in (the newsletter block's). */
export type RequestWords = Pick<NewsletterWords, "subject" | "requestMessage">;

export function newsletterSubject(words: RequestWords, name: string): string {
  return words.subject.replaceAll("{nome}", name);
}

export type NewsletterErrors = { email?: string; consent?: string };

/** docs/product-decisions.md: a valid e-mail and the consent box, which starts unticked. */
export function validateNewsletter(
  words: Pick<NewsletterWords, "emailMissing" | "emailInvalid" | "consentMissing">,
  email: string,
  consent: boolean,
): NewsletterErrors {
  const errors: NewsletterErrors = {};
  if (!email.trim()) errors.email = words.emailMissing;
  else if (!isValidEmail(email)) errors.email = words.emailInvalid;
  if (!consent) errors.consent = words.consentMissing;
  return errors;
}

function consentText(words: RequestWords, name: string, email: string): string {
  return words.requestMessage.replaceAll("{nome}", name).replaceAll("{email}", email.trim());
}

/** Without a list service, the request reaches the church as an e-mail the visitor sends. */
export function newsletterMailto(words: RequestWords, { name, churchEmail }: NewsletterTarget, email: string): string {
  return `mailto:${churchEmail}?subject=${encodeURIComponent(newsletterSubject(words, name))}&body=${encodeURIComponent(consentText(words, name, email))}`;
}

/**
 * For site.json's newsletterEndpoint: the address, the consent as given (and in words, so whoever
 * reads the list knows what was agreed) and `_subject` for services like Formspree that e-mail it.
 */
export function newsletterEndpointBody(words: RequestWords, name: string, email: string): URLSearchParams {
  const body = new URLSearchParams();
  body.set("email", email.trim());
  body.set("autorizo", "sim");
  body.set("consentimento", consentText(words, name, email));
  body.set("_subject", newsletterSubject(words, name));
  return body;
}
