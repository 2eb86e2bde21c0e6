import { isValidEmail } from "@/lib/email";

/** What "Inscrever" needs besides the form itself: checks, the e-mail fallback and the endpoint's body. */

/** What the visitor subscribes to ("Palavra do Mês": the blog page's title) and where it goes. */
export interface NewsletterTarget {
  name: string;
  /** The church's e-mail, which receives the request when there is no endpoint. */
  churchEmail: string;
}

export function newsletterSubject(name: string): string {
  return `Inscrição: ${name}`;
}

export type NewsletterErrors = { email?: string; consent?: string };

/** docs/product-decisions.md: a valid e-mail and the consent box, which starts unticked. */
export function validateNewsletter(email: string, consent: boolean): NewsletterErrors {
  const errors: NewsletterErrors = {};
  if (!email.trim()) errors.email = "Digite seu e-mail.";
  else if (!isValidEmail(email)) errors.email = "Confira o e-mail: ele deve ser como nome@exemplo.com.";
  if (!consent) errors.consent = "Marque a caixa para autorizar o envio.";
  return errors;
}

function consentText(name: string, email: string): string {
  return `Olá! Quero receber “${name}” no e-mail ${email.trim()}. Autorizo o uso deste e-mail apenas para esse envio.`;
}

/** Without a list service, the request reaches the church as an e-mail the visitor sends. */
export function newsletterMailto({ name, churchEmail }: NewsletterTarget, email: string): string {
  return `mailto:${churchEmail}?subject=${encodeURIComponent(newsletterSubject(name))}&body=${encodeURIComponent(consentText(name, email))}`;
}

/**
 * For site.json's newsletterEndpoint: the address, the consent as given (and in words, so whoever
 * reads the list knows what was agreed) and `_subject` for services like Formspree that e-mail it.
 */
export function newsletterEndpointBody(name: string, email: string): URLSearchParams {
  const body = new URLSearchParams();
  body.set("email", email.trim());
  body.set("autorizo", "sim");
  body.set("consentimento", consentText(name, email));
  body.set("_subject", newsletterSubject(name));
  return body;
}
