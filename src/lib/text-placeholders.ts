import type { ChurchAddress, ProseCondition, Site } from "@/types/generated/content";
// Relative on purpose: the content check loads this file through Vite's config loader, which has no "@/" alias.
import { telHref } from "./phone";

/**
 * Words in braces that prose texts may use instead of writing a contact out ("escreva para
 * {email}"): the page shows site.json's value, so a new e-mail or address is changed in one place.
 * The content check (src/engine/core/rules/site-fact-checks.ts) rejects any other name in braces.
 */
export const TEXT_PLACEHOLDERS = ["email", "telefone", "whatsapp", "endereco", "servico-de-formularios"] as const;
export type TextPlaceholder = (typeof TEXT_PLACEHOLDERS)[number];

/** What a placeholder shows, and where it links when it is a way to reach the church. */
export interface PlaceholderValue {
  text: string;
  href?: string;
}

/** "{email}" and friends in a text; the name is checked against TEXT_PLACEHOLDERS by the caller. */
export const PLACEHOLDER_PATTERN = /\{([^{}\s]{1,40})\}/g;

/** The hosts of the form services site.json sends to (contact form, newsletter), once each. */
export function formServiceHosts(site: Site): string[] {
  const endpoints = [site.contact.formEndpoint, site.contact.newsletterEndpoint].filter((url): url is string => Boolean(url));
  return [...new Set(endpoints.map((url) => new URL(url).hostname))];
}

export function isTextPlaceholder(name: string): name is TextPlaceholder {
  return (TEXT_PLACEHOLDERS as readonly string[]).includes(name);
}

/** The contacts of site.json, and {endereco}: the sede's address (its church file), when there is a sede. */
export function textPlaceholders(site: Site, sedeAddress: ChurchAddress | undefined): Record<TextPlaceholder, PlaceholderValue> {
  const { email, phone, whatsapp } = site.contact;
  const address = sedeAddress
    ? `${sedeAddress.street} – ${sedeAddress.district}, ${sedeAddress.city} – ${sedeAddress.state}${sedeAddress.postalCode ? `, CEP ${sedeAddress.postalCode}` : ""}`
    : "{endereco}";
  return {
    email: { text: email, href: `mailto:${email}` },
    telefone: { text: phone, href: telHref(phone) },
    whatsapp: { text: whatsapp, href: `whatsapp:${site.whatsappGreeting}` },
    endereco: { text: address },
    "servico-de-formularios": { text: formServiceHosts(site).join(" e ") },
  };
}

/** A prose item with "showIf" is shown only while site.json makes its sentence true. */
export function conditionHolds(condition: ProseCondition | undefined, site: Site): boolean {
  if (condition === undefined) return true;
  const usesFormService = formServiceHosts(site).length > 0;
  return condition === "com-servico-de-formularios" ? usesFormService : !usesFormService;
}
