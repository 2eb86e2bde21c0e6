import type { Church, Image, Post, Site } from "@/types/generated/content";
import type { AgendaEventEntry } from "@/types/content-entries";
import { isAtHeadquarters, placeChurch, type PlacedChurch } from "@/site/data/site-selectors";
import { eventAnchorId, eventEnd } from "@/lib/calendar";
import { mapsDirectionsHref } from "@/lib/maps";
import { foldText, slugify } from "@/lib/text";
import { absoluteUrl, localDateTime, organizationId, organizationRef, postalAddress } from "./church-entities";
import { stateNames } from "@/lib/brazilian-states";

/** Collections as schema.org entities: a Church per branch, an Event per dated event, a BlogPosting per post. */

function churchAddress(church: PlacedChurch) {
  return {
    "@type": "PostalAddress",
    streetAddress: church.address,
    addressLocality: church.city,
    addressRegion: church.state,
    ...(church.postalCode ? { postalCode: church.postalCode } : {}),
    addressCountry: "BR",
  };
}

/** One branch, as listed on the page at `pageUrl` (its cards have no page of their own). */
export function branchChurchJsonLd(site: Site, listed: Church, pageUrl: string) {
  const church = placeChurch(listed, site);
  return {
    "@context": "https://schema.org",
    "@type": "Church",
    "@id": `${pageUrl}#igreja-${slugify(church.name)}`,
    name: church.name,
    url: pageUrl,
    ...(church.note ? { description: church.note } : {}),
    address: churchAddress(church),
    hasMap: mapsDirectionsHref(church.mapsQuery ?? `${church.address}, ${church.city} - ${church.state}`),
    image: absoluteUrl(site, site.seo.image.src),
    isAccessibleForFree: true,
    publicAccess: true,
    ...(church.instagram ? { sameAs: [church.instagram] } : {}),
  };
}

/** "Chácara Boa Semente – Tamarana (PR)", "Rua X, 10, Tamarana - PR": the city and state an address outside the church ends with. */
function cityAndState(location: string): { addressLocality: string; addressRegion: string } | undefined {
  const match = /(?:^|[,–—-])\s*([^,–—()-]+?)\s*(?:\(([A-Z]{2})\)|[-–—]\s*([A-Z]{2}))\s*$/.exec(location);
  const region = match?.[2] ?? match?.[3];
  if (!match?.[1] || !region || !Object.hasOwn(stateNames, region)) return undefined;
  return { addressLocality: match[1].trim(), addressRegion: region };
}

/**
 * Events name their place in words ("Templo sede – Vila Nova"). Search engines want a postal
 * address: the headquarters when the text names it (or its district), a branch when it names one,
 * otherwise the text itself, which the schema asks editors to write as a full address ending with the city and
 * state, as search engines want them apart.
 */
export function eventPlace(site: Site, churches: Church[], location: string) {
  const text = foldText(location);
  const branch = churches
    .map((church) => placeChurch(church, site))
    .find((church) => text.includes(foldText(church.name)) || text.includes(foldText(church.address)));
  const address = isAtHeadquarters(location, site)
    ? postalAddress(site)
    : branch
      ? churchAddress(branch)
      : { "@type": "PostalAddress", streetAddress: location, ...cityAndState(location), addressCountry: "BR" };
  return { "@type": "Place", name: location, address };
}

export interface EventContext {
  site: Site;
  churches: Church[];
  /** The agenda page: where the event card is and whose image represents the events. */
  pageUrl: string;
  image: Image;
}

export function eventJsonLd(event: AgendaEventEntry, { site, churches, pageUrl, image }: EventContext) {
  const end = eventEnd(event);
  const url = `${pageUrl}#${eventAnchorId(event.slug)}`;
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    "@id": url,
    name: event.title,
    description: event.description,
    url,
    startDate: localDateTime(event.date, event.startTime),
    endDate: localDateTime(end.date, end.time),
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    location: eventPlace(site, churches, event.location),
    image: [absoluteUrl(site, image.src)],
    organizer: organizationRef(site),
    inLanguage: "pt-BR",
  };
}

/** A post as Google's article rich results read it. Posts carry a day, not a time: noon in São Paulo. */
export function blogPostingJsonLd(site: Site, post: Pick<Post, "id" | "title" | "excerpt" | "author" | "authorRole" | "date" | "category"> & { image: Image }) {
  const url = absoluteUrl(site, `/blog/${post.id}`);
  const published = localDateTime(post.date, "12:00");
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    "@id": `${url}#artigo`,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
    headline: post.title,
    description: post.excerpt,
    image: [absoluteUrl(site, post.image.src)],
    datePublished: published,
    dateModified: published,
    inLanguage: "pt-BR",
    articleSection: post.category,
    author: { "@type": "Person", name: post.author, ...(post.authorRole ? { jobTitle: post.authorRole } : {}) },
    publisher: { ...organizationRef(site), logo: { "@type": "ImageObject", url: absoluteUrl(site, "/icon-512.png") } },
    isPartOf: { "@id": `${site.url}/#site` },
    copyrightHolder: { "@id": organizationId(site) },
  };
}
