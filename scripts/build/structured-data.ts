import type { Site } from "../../src/types/generated/content";
import { schemaOrgDay, type Weekday } from "../../src/lib/time";

function postalAddress(site: Site) {
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

/** The church as search engines read it: address, map position, phone and service hours. */
export function churchJsonLd(site: Site) {
  return {
    "@context": "https://schema.org",
    "@type": "Church",
    "@id": `${site.url}/#igreja`,
    name: site.name,
    url: `${site.url}/`,
    description: site.description,
    telephone: `+55 ${site.contact.phone}`,
    email: site.contact.email,
    image: `${site.url}${site.seo.image.src}`,
    address: postalAddress(site),
    geo: { "@type": "GeoCoordinates", latitude: site.address.geo.latitude, longitude: site.address.geo.longitude },
    openingHoursSpecification: site.serviceTimes.map((service) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: schemaOrgDay(service.day as Weekday),
      opens: service.time,
      closes: service.time,
      description: service.name,
    })),
    sameAs: site.social.map((profile) => profile.url),
  };
}

export function organizationJsonLd(site: Site) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${site.url}/#organizacao`,
    name: site.name,
    url: `${site.url}/`,
    logo: `${site.url}/icon-512.png`,
    ...(site.foundingYear ? { foundingDate: String(site.foundingYear) } : {}),
    email: site.contact.email,
    telephone: `+55 ${site.contact.phone}`,
    sameAs: site.social.map((profile) => profile.url),
  };
}

/** A post as Google's article rich results read it. */
export function blogPostingJsonLd(site: Site, post: { id: number; title: string; excerpt: string; author: string; date: string; image: { src: string } }) {
  const url = `${site.url}/blog/${post.id}`;
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    "@id": `${url}#artigo`,
    mainEntityOfPage: url,
    headline: post.title,
    description: post.excerpt,
    image: [`${site.url}${post.image.src}`],
    datePublished: `${post.date}T12:00:00-03:00`,
    dateModified: `${post.date}T12:00:00-03:00`,
    inLanguage: "pt-BR",
    author: { "@type": "Person", name: post.author },
    publisher: { "@type": "Organization", name: site.name, logo: { "@type": "ImageObject", url: `${site.url}/icon-512.png` } },
  };
}
