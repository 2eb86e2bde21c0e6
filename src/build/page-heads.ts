import type { Image, Site } from "../types/generated/content";
import { canonicalUrl } from "../site/data/seo";
import { HOME_SLUG, NOT_FOUND_SLUG } from "../site/data/page-payload";
import type { LoadedPage, LoadedPost, SiteContent } from "../engine/core/kinds/types";
import type { HeadInfo } from "./head-tags";
import type { ShareImage } from "./share-images";
import { rssFeedInfo } from "./feed-info";
import { churchJsonLd, organizationJsonLd, webSiteJsonLd } from "../site/data/structured-data/church-entities";
import { churchRoute, mainChurch } from "../lib/churches";
import { serviceList } from "../engine/core/facts/fact-placeholders";
import type { ChurchEntry } from "../types/content-entries";
import { blogPostingJsonLd, eventJsonLd } from "../site/data/structured-data/collection-entities";
import type { AgendaEventEntry } from "../types/content-entries";
import { eventRoute } from "../lib/calendar";
import { eventDays, timeRange } from "../site/blocks/event-list/event-text";
import { capitalize } from "../lib/dates";
import { agendaPage } from "./payloads/event-payloads";
import { sermonJsonLd } from "../site/data/structured-data/sermon-entities";
import type { SermonGroupPayload, SermonPayload } from "../site/data/sermons";
import { siteWords } from "../site/data/site-words";

/**
 * The JSON-LD of a page: the organisation and the website on the home page, then what its blocks declare. Each church
 * is a Church on its own page (churchHead), each event an Event on its own (eventHead).
 */
export function pageJsonLd(page: LoadedPage, content: SiteContent, fromBlocks: unknown[]): unknown[] {
  const { site } = content;
  return [...(page.slug === HOME_SLUG ? [organizationJsonLd(site, mainChurch(content.churches)), webSiteJsonLd(site)] : []), ...fromBlocks];
}

/** The page's address and image as its head and its blocks' structured data name them. */
export function pageContext(page: LoadedPage, content: SiteContent) {
  return { site: content.site, pageUrl: canonicalUrl(content.site, page.route), pageImage: page.page.image ?? content.site.seo.image };
}

export type ShareImageFor = (image: Image) => Promise<ShareImage>;

export async function pageHead(page: LoadedPage, content: SiteContent, shareImage: ShareImageFor, blockJsonLd: unknown[]): Promise<HeadInfo> {
  return {
    title: page.page.title,
    description: page.page.description,
    route: page.route,
    image: await shareImage(pageContext(page, content).pageImage),
    noindex: page.slug === NOT_FOUND_SLUG,
    jsonLd: pageJsonLd(page, content, blockJsonLd),
    feedTitle: rssFeedInfo(content).title,
  };
}

export async function postHead(post: LoadedPost, content: SiteContent, shareImage: ShareImageFor): Promise<HeadInfo> {
  return {
    title: post.title,
    description: `“${post.excerpt}” (${post.versiculoChave})`,
    route: `/blog/${post.id}`,
    image: await shareImage(post.image),
    ogType: "article",
    jsonLd: [blogPostingJsonLd(content.site, post)],
    feedTitle: rssFeedInfo(content).title,
  };
}

/**
 * "Esperança Viva Teresina, em Teresina (PI): cultos aos domingos às 18h. Rua das Acácias, 145 – Jóquei.", in the
 * church's words (site.json's words.churchPage); only the preposition before the days is the language's.
 */
export function churchDescription(church: ChurchEntry, site: Pick<Site, "words">): string {
  const { address } = church;
  const words = siteWords(site).churchPage;
  const list = church.serviceTimes?.length ? serviceList(church.serviceTimes) : "";
  // "às quartas…", but "aos domingos…" and "aos sábados…".
  const services = list ? `${/^(domingos|sábados)/.test(list) ? "aos" : "às"} ${list}` : "";
  const values: Record<string, string> = {
    igreja: church.name,
    cidade: address.city,
    estado: address.state,
    endereco: `${address.street} – ${address.district}`,
    cultos: services,
  };
  return (list ? words.description : words.descriptionWithoutTimes).replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** A church's page: its name, what it offers and where, its photo as the share card, and a Church for search engines. */
export async function churchHead(church: ChurchEntry, content: SiteContent, shareImage: ShareImageFor): Promise<HeadInfo> {
  const { site } = content;
  const social = (church.social ?? []).map((profile) => profile.url);
  return {
    title: church.name,
    description: churchDescription(church, site),
    route: churchRoute(church.slug),
    image: await shareImage(church.photo ?? site.seo.image),
    jsonLd: [churchJsonLd(site, church, social)],
    feedTitle: rssFeedInfo(content).title,
  };
}

/** A sermon page: its summary and passage as its description, its video and audio as JSON-LD. */
export async function sermonHead(payload: SermonPayload, content: SiteContent, shareImage: ShareImageFor): Promise<HeadInfo> {
  const { sermon } = payload;
  const passages = sermon.passages.length ? ` (${sermon.passages.join("; ")})` : "";
  // The day tells it from a post or another sermon of the same name (a series preached again, an article on the same text).
  const [year, month, day] = sermon.date.split("-");
  return {
    title: `${sermon.title} (mensagem de ${day}/${month}/${year})`,
    description: `${sermon.summary}${passages}`.slice(0, 300),
    route: sermon.route,
    image: await shareImage(sermon.image),
    ogType: "article",
    jsonLd: sermonJsonLd(
      content.site,
      payload,
      canonicalUrl(content.site, sermon.route),
      payload.podcast ? `${content.site.url}${payload.podcast}` : undefined,
    ),
    feedTitle: rssFeedInfo(content).title,
  };
}

/** A series', preacher's or book's page. */
export async function sermonGroupHead(route: string, payload: SermonGroupPayload, content: SiteContent, shareImage: ShareImageFor): Promise<HeadInfo> {
  const what = `${payload.eyebrow} ${payload.title}`.replace(/^Série de mensagens /, "Série ");
  return {
    title: `${payload.title}: mensagens`,
    description: (payload.intro ?? `${what}: ${payload.total} ${payload.total === 1 ? "mensagem" : "mensagens"} de ${content.site.name}.`).slice(0, 300),
    route,
    image: await shareImage(payload.image ?? content.site.seo.image),
    feedTitle: rssFeedInfo(content).title,
  };
}

/**
 * An event's page: its title with its days (a monthly event repeats its title), its description, the agenda's picture as
 * its share card (events have none of their own), and the Event search engines read.
 */
export async function eventHead(event: AgendaEventEntry, content: SiteContent, shareImage: ShareImageFor): Promise<HeadInfo> {
  const { site } = content;
  const route = eventRoute(event.slug);
  const image = agendaPage(content)?.page.page.image ?? site.seo.image;
  return {
    title: `${event.title}, ${eventDays(event, true)}`,
    // When and then what: two events an editor wrote alike (a monthly night of worship) still read apart in a search
    // engine's results, and their pages' descriptions differ, as every page's must.
    description: `${capitalize(eventDays(event, true))}, ${timeRange(event)}: ${event.description}`.slice(0, 300),
    route,
    image: await shareImage(image),
    jsonLd: [eventJsonLd(event, { site, churches: content.churches, pageUrl: canonicalUrl(site, route), image })],
    feedTitle: rssFeedInfo(content).title,
  };
}
