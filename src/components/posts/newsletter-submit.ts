import { isValidEmail } from "@/lib/email";

/** What "Inscrever" needs besides the form itself: checks, the e-mail fallback and the endpoint's body. */

export const NEWSLETTER_SUBJECT = "Inscrição no Mês Profético";


export type NewsletterErrors = { email?: string; consent?: string };

/** docs/product-decisions.md: a valid e-mail and the consent box, which starts unticked. */
export function validateNewsletter(email: string, consent: boolean): NewsletterErrors {
  const errors: NewsletterErrors = {};
  if (!email.trim()) errors.email = "Digite seu e-mail.";
  else if (!isValidEmail(email)) errors.email = "Confira o e-mail: ele deve ser como nome@exemplo.com.";
  if (!consent) errors.consent = "Marque a caixa para autorizar o envio.";
  return errors;
}

function consentText(email: string): string {
  return `Olá! Quero receber o Mês Profético no e-mail ${email.trim()}. Autorizo o uso deste e-mail apenas para esse envio.`;
}

/** Without a list service, the request reaches the church as an e-mail the visitor sends. */
export function newsletterMailto(churchEmail: string, email: string): string {
  return `mailto:${churchEmail}?subject=${encodeURIComponent(NEWSLETTER_SUBJECT)}&body=${encodeURIComponent(consentText(email))}`;
}

/**
 * For site.json's newsletterEndpoint: the address, the consent as given (and in words, so whoever
 * reads the list knows what was agreed) and `_subject` for services like Formspree that e-mail it.
 */
export function newsletterEndpointBody(email: string): URLSearchParams {
  const body = new URLSearchParams();
  body.set("email", email.trim());
  body.set("autorizo", "sim");
  body.set("consentimento", consentText(email));
  body.set("_subject", NEWSLETTER_SUBJECT);
  return body;
}
