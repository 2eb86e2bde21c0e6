import { whatsappHref } from "@/lib/whatsapp";
import type { ContactFields } from "./contact-field-text";

/**
 * One text for every channel (WhatsApp, e-mail): who writes, about what, the message, and how to
 * answer. The church reads the same thing whichever way the visitor chose to send it.
 */
export function composeContactText(fields: ContactFields): string {
  const nome = fields.nome.trim();
  const assunto = fields.assunto.trim();
  const ways = [fields.telefone.trim() && `Telefone: ${fields.telefone.trim()}`, fields.email.trim() && `E-mail: ${fields.email.trim()}`].filter(Boolean);
  const lines = [`Olá! Meu nome é ${nome} e escrevo pelo site da igreja.`];
  if (assunto) lines.push("", `Assunto: ${assunto}`);
  lines.push("", fields.mensagem.trim());
  if (ways.length) lines.push("", "Para me responder:", ...ways);
  return lines.join("\n");
}

export function contactEmailSubject(fields: ContactFields): string {
  const assunto = fields.assunto.trim();
  return assunto ? `Contato pelo site: ${assunto}` : `Contato pelo site: mensagem de ${fields.nome.trim()}`;
}

export function contactWhatsappHref(churchWhatsapp: string, fields: ContactFields): string {
  return whatsappHref(churchWhatsapp, composeContactText(fields));
}

/**
 * RFC 6068: line breaks in a mailto body are written %0D%0A, or some mail apps join the lines.
 * Before anything is typed (and in the pre-rendered HTML) it is the church's bare address.
 */
export function contactMailtoHref(churchEmail: string, fields: ContactFields): string {
  if (Object.values(fields).every((value) => value.trim() === "")) return `mailto:${churchEmail}`;
  const subject = encodeURIComponent(contactEmailSubject(fields));
  const body = encodeURIComponent(composeContactText(fields).replace(/\n/g, "\r\n"));
  return `mailto:${churchEmail}?subject=${subject}&body=${body}`;
}

/**
 * The endpoint's body: url-encoded fields, which Formspree and Netlify Forms both accept and which
 * make a "simple" cross-origin request (no CORS preflight). `_subject` names the e-mail Formspree
 * sends; services that do not know it keep it as one more field.
 */
export function contactEndpointBody(fields: ContactFields): URLSearchParams {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) body.set(key, value.trim());
  body.set("_subject", contactEmailSubject(fields));
  return body;
}
