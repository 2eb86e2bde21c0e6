import { whatsappHref } from "@/lib/whatsapp";
import { isEmailContact, type PrayerFields } from "./prayer-fields";

const PUBLIC_YES = "Sim: a igreja pode orar por este pedido em público.";
const PUBLIC_NO = "Não: só a equipe de oração deve ler este pedido.";

/**
 * One text for every channel (WhatsApp, e-mail): who asks (or that they prefer not to say), the request,
 * whether it may be prayed for in public, and how to call back. The prayer team reads the same thing
 * whichever way it was sent.
 */
export function composePrayerText(fields: PrayerFields): string {
  const nome = fields.nome.trim();
  const retorno = fields.retorno.trim();
  const lines = [
    "Olá! Envio um pedido de oração pelo site da igreja.",
    "",
    nome ? `Nome: ${nome}` : "Prefiro não me identificar.",
    "",
    "Pedido:",
    fields.pedido.trim(),
  ];
  lines.push("", `Oração em público: ${fields.publico ? PUBLIC_YES : PUBLIC_NO}`);
  if (retorno) lines.push("", `Para falar comigo: ${retorno}`);
  return lines.join("\n");
}

export function prayerEmailSubject(fields: PrayerFields): string {
  const nome = fields.nome.trim();
  return nome ? `Pedido de oração: ${nome}` : "Pedido de oração";
}

export function prayerWhatsappHref(churchWhatsapp: string, fields: PrayerFields): string {
  return whatsappHref(churchWhatsapp, composePrayerText(fields));
}

const untouched = (fields: PrayerFields) => !fields.publico && [fields.nome, fields.pedido, fields.retorno].every((value) => value.trim() === "");

/** RFC 6068 line breaks (%0D%0A); before anything is typed (and in the pre-rendered HTML) the church's bare address. */
export function prayerMailtoHref(churchEmail: string, fields: PrayerFields): string {
  if (untouched(fields)) return `mailto:${churchEmail}`;
  const subject = encodeURIComponent(prayerEmailSubject(fields));
  const body = encodeURIComponent(composePrayerText(fields).replace(/\n/g, "\r\n"));
  return `mailto:${churchEmail}?subject=${subject}&body=${body}`;
}

/**
 * The endpoint's body (the contact form's service, site.json's `contact.formEndpoint`): url-encoded fields,
 * `formulario` so the church's inbox can tell a prayer request from a message, `_subject` for Formspree.
 */
export function prayerEndpointBody(fields: PrayerFields): URLSearchParams {
  const retorno = fields.retorno.trim();
  const body = new URLSearchParams();
  body.set("formulario", "pedido-de-oracao");
  body.set("nome", fields.nome.trim());
  body.set("pedido", fields.pedido.trim());
  body.set("oracao-em-publico", fields.publico ? "sim" : "não");
  if (retorno) body.set(isEmailContact(retorno) ? "email" : "telefone", retorno);
  body.set("_subject", prayerEmailSubject(fields));
  return body;
}
