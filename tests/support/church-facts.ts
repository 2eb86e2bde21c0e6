import type { SiteContent } from "../../src/engine/core/kinds/types";

/**
 * What makes a church itself, read from its content: its names, district, street, postal code, phone, e-mail, PIX
 * keys and the names of its event types (site.json's `eventTypes`, its own vocabulary). The architecture test keeps
 * them out of the code; the second church's check keeps them out of its site.
 */
export function churchFacts({ site, pages }: SiteContent): string[] {
  const pixKeys = pages.flatMap((page) => page.page.sections).flatMap((section) => (section.type === "giving" && section.pix ? [section.pix.key] : []));
  const eventTypes = (site.eventTypes ?? []).map(({ name }) => name);
  return [
    site.name,
    site.shortName,
    site.address.district,
    site.address.street,
    site.address.postalCode,
    site.contact.phone,
    site.contact.email,
    ...pixKeys,
    ...eventTypes,
  ];
}
