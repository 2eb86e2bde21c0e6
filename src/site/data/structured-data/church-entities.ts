import type { Site } from "@/types/generated/content";
import { eventEnd } from "@/lib/calendar";
import { phoneDigits } from "@/lib/phone";
import { schemaOrgDay, type Weekday } from "@/lib/time";

/**
 * The church's own entities (schema.org). They go on the home page only: search engines read an
 * organisation from the home page, and repeating their ~2.5 KB on every page would add bytes, not facts.
 * Other pages point at them by @id (a post's publisher, an event's organizer).
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
export const churchId = (site: Site) => `${site.url}/#igreja`;

/** "(11) 91234-5678" → "+5511912345678", the international form search engines expect. */
export const internationalPhone = (phone: string) => `+55${phoneDigits(phone)}`;

export function postalAddress(site: Site) {
  const { street, district, city, state, postalCode } = site.address;
  return {
    "@type": "PostalAddress",
    streetAddress: `${street} – ${district}`,
    addressLocality: city,
    addressRegion: state,
    ...(postalCode ? { postalCode } : {}),
    addressCountry: "BR",
  };
}

/** The headquarters as a place: address, map position, phone and the weekly services from site.json. */
export function churchJsonLd(site: Site) {
  return {
    "@context": "https://schema.org",
    "@type": "Church",
    "@id": churchId(site),
    name: site.name,
    url: absoluteUrl(site, "/"),
    description: site.description,
    telephone: internationalPhone(site.contact.phone),
    image: absoluteUrl(site, site.seo.image.src),
    address: postalAddress(site),
    geo: { "@type": "GeoCoordinates", latitude: site.address.geo.latitude, longitude: site.address.geo.longitude },
    isAccessibleForFree: true,
    publicAccess: true,
    // A service has a start time only; it is given the same length the calendar files use.
    openingHoursSpecification: site.serviceTimes.map((service) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: schemaOrgDay(service.day as Weekday),
      opens: service.time,
      closes: eventEnd({ date: "2000-01-01", startTime: service.time }).time,
      description: service.name,
    })),
    sameAs: site.social.map((profile) => profile.url),
  };
}

/** The church as an organisation: what publishes the posts and organises the events. */
export function organizationJsonLd(site: Site) {
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
    address: postalAddress(site),
    location: { "@id": churchId(site) },
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
