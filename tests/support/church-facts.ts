import type { SiteContent } from "../../src/engine/core/kinds/types";

/**
 * What makes a church itself, read from its content: its names, its churches' names, streets and postal codes, the
 * sede's district (a congregation's may be a word any city has: "Centro"), its phone, e-mail, PIX keys and the names of
 * its event types (site.json's `eventTypes`, its own vocabulary). The architecture test keeps them out of the code; the
 * second church's check keeps them out of its site.
 */
export function churchFacts({ site, pages, churches }: SiteContent): string[] {
  const pixKeys = pages.flatMap((page) => page.page.sections).flatMap((section) => (section.type === "giving" && section.pix ? [section.pix.key] : []));
  const places = churches.flatMap(({ name, address, headquarters }) => [
    name,
    address.street,
    ...(headquarters ? [address.district] : []),
    ...(address.postalCode ? [address.postalCode] : []),
  ]);
  const eventTypes = (site.eventTypes ?? []).map(({ name }) => name);
  return [site.name, site.shortName, ...places, site.contact.phone, site.contact.email, ...pixKeys, ...eventTypes];
}
