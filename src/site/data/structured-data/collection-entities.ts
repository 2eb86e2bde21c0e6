import type { Image, Post, Site } from "@/types/generated/content";
import type { AgendaEventEntry, ChurchEntry } from "@/types/content-entries";
import { eventChurch } from "@/site/data/site-selectors";
import { eventEnd } from "@/lib/calendar";
import { mainChurch } from "@/lib/churches";
import { absoluteUrl, localDateTime, organizationId, organizationRef, postalAddress } from "./church-entities";
import { stateNames } from "@/lib/brazilian-states";

/** Collections as schema.org entities: an Event per dated event, a BlogPosting per post (each church is on its own page: church-entities.ts). */

/** "Chácara Boa Semente – Tamarana (PR)", "Rua X, 10, Tamarana - PR": the city and state an address outside the church ends with. */
function cityAndState(location: string): { addressLocality: string; addressRegion: string } | undefined {
  const match = /(?:^|[,–—-])\s*([^,–—()-]+?)\s*(?:\(([A-Z]{2})\)|[-–—]\s*([A-Z]{2}))\s*$/.exec(location);
  const region = match?.[2] ?? match?.[3];
  if (!match?.[1] || !region || !Object.hasOwn(stateNames, region)) return undefined;
  return { addressLocality: match[1].trim(), addressRegion: region };
}

/**
 * Events name their place in words ("Templo sede – Vila Nova"). Search engines want a postal address: the church the
 * event names ("church"), or the sede when its words say so (or name its district), otherwise the text itself, which
 * the schema asks editors to write as a full address ending with the city and state, as search engines want them apart.
 */
export function eventPlace(event: { location: string; church?: string }, churches: readonly ChurchEntry[]) {
  const church = eventChurch(event, churches, mainChurch(churches));
  const address = church
    ? postalAddress(church.address)
    : { "@type": "PostalAddress", streetAddress: event.location, ...cityAndState(event.location), addressCountry: "BR" };
  return { "@type": "Place", name: event.location, address };
}

export interface EventContext {
  site: Site;
  churches: readonly ChurchEntry[];
  /** The event's own page (/agenda/<slug>), which the Event describes. */
  pageUrl: string;
  /** What represents it: the agenda page's image, else the site's share image (events carry none of their own). */
  image: Image;
}

export function eventJsonLd(event: AgendaEventEntry, { site, churches, pageUrl, image }: EventContext) {
  const end = eventEnd(event);
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    "@id": `${pageUrl}#evento`,
    name: event.title,
    description: event.description,
    url: pageUrl,
    startDate: localDateTime(event.date, event.startTime),
    endDate: localDateTime(end.date, end.time),
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    location: eventPlace(event, churches),
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
