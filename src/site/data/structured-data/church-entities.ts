import type { ChurchAddress, ServiceTime, Site } from "@/types/generated/content";
import type { ChurchEntry } from "@/types/content-entries";
import { churchRoute, directionsHref } from "@/lib/churches";
import { DEFAULT_SERVICE_MINUTES } from "@/lib/next-service";
import { phoneDigits } from "@/lib/phone";
import { schemaOrgDay, type Weekday } from "@/lib/time";

/**
 * The church's own entities (schema.org). The organisation and the website go on the home page only: search engines
 * read an organisation from the home page, and repeating them on every page would add bytes, not facts. Each church (the
 * sede too) is a Church on its own page. Other pages point at them by @id (a post's publisher, an event's organizer).
 */

/** São Paulo has kept UTC−03:00 all year since daylight saving ended in 2019 (src/lib/dates.ts). */
export const CHURCH_UTC_OFFSET = "-03:00";

/** "2026-11-07" + "09:00" → "2026-11-07T09:00:00-03:00": content times are the church's local times. */
export function localDateTime(date: string, time: string): string {
  return `${date}T${time}:00${CHURCH_UTC_OFFSET}`;
}

export function absoluteUrl(site: Site, path: string): string {
  return path === "/" ? `${site.url}/` : `${site.url}${path}`;
}

export const organizationId = (site: Site) => `${site.url}/#organizacao`;

/** "(11) 91234-5678" → "+5511912345678", the international form search engines expect. */
export const internationalPhone = (phone: string) => `+55${phoneDigits(phone)}`;

export function postalAddress({ street, district, city, state, postalCode }: ChurchAddress) {
  return {
    "@type": "PostalAddress",
    streetAddress: `${street} – ${district}`,
    addressLocality: city,
    addressRegion: state,
    ...(postalCode ? { postalCode } : {}),
    addressCountry: "BR",
  };
}

/** A church's own @id: its page's address and "#igreja". */
export const churchId = (site: Site, church: Pick<ChurchEntry, "slug">) => `${absoluteUrl(site, churchRoute(church.slug))}#igreja`;

/** "19:30" and two hours → "21:30": when a service's opening hours close (past midnight, the next day's clock). */
function closesAt(service: ServiceTime): string {
  const [hours = 0, minutes = 0] = service.time.split(":").map(Number);
  const end = (hours * 60 + minutes + (service.duration ?? DEFAULT_SERVICE_MINUTES)) % (24 * 60);
  return `${String(Math.floor(end / 60)).padStart(2, "0")}:${String(end % 60).padStart(2, "0")}`;
}

/** A church's weekly services as opening hours: the very times its page shows and its next-service line counts from. */
export function openingHours(services: readonly ServiceTime[]) {
  return services.map((service) => ({
    "@type": "OpeningHoursSpecification",
    dayOfWeek: schemaOrgDay(service.day as Weekday),
    opens: service.time,
    closes: closesAt(service),
    description: service.name,
  }));
}

/**
 * One church (the sede or a congregation) as a place, on its own page: address with the state, coordinates, the weekly
 * services as opening hours, a phone (its own, else site.json's), a picture (its photo, else the site's) and the
 * organisation it belongs to.
 */
export function churchJsonLd(site: Site, church: ChurchEntry, social: readonly string[] = []) {
  const { latitude, longitude } = church.address.geo;
  return {
    "@context": "https://schema.org",
    "@type": "Church",
    "@id": churchId(site, church),
    name: church.name,
    url: absoluteUrl(site, churchRoute(church.slug)),
    ...(church.note ? { description: church.note } : {}),
    telephone: internationalPhone(church.phone ?? site.contact.phone),
    image: absoluteUrl(site, (church.photo ?? site.seo.image).src),
    address: postalAddress(church.address),
    geo: { "@type": "GeoCoordinates", latitude, longitude },
    hasMap: directionsHref(church),
    isAccessibleForFree: true,
    publicAccess: true,
    openingHoursSpecification: openingHours(church.serviceTimes ?? []),
    parentOrganization: { "@id": organizationId(site) },
    ...(social.length > 0 ? { sameAs: [...social] } : {}),
  };
}

/** The church as an organisation: what publishes the posts and organises the events; its sede is where it is. */
export function organizationJsonLd(site: Site, sede: ChurchEntry | undefined) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": organizationId(site),
    name: site.name,
    url: absoluteUrl(site, "/"),
    logo: absoluteUrl(site, "/icon-512.png"),
    description: site.description,
    ...(site.foundingYear ? { foundingDate: String(site.foundingYear) } : {}),
    email: site.contact.email,
    telephone: internationalPhone(site.contact.phone),
    ...(sede ? { address: postalAddress(sede.address), location: { "@id": churchId(site, sede) } } : {}),
    sameAs: site.social.map((profile) => profile.url),
  };
}

export function webSiteJsonLd(site: Site) {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    "@id": `${site.url}/#site`,
    name: site.name,
    url: absoluteUrl(site, "/"),
    inLanguage: "pt-BR",
    publisher: { "@id": organizationId(site) },
  };
}

/** A reference other entities use, with the name so it still reads alone. */
export function organizationRef(site: Site) {
  return { "@type": "Organization", "@id": organizationId(site), name: site.name, url: absoluteUrl(site, "/") };
}
