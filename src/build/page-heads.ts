import type { Image } from "../types/generated/content";
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
import { blogPostingJsonLd } from "../site/data/structured-data/collection-entities";

/**
 * The JSON-LD of a page: the organisation and the website on the home page, then what its blocks declare (an Event per
 * event wherever the agenda is). Each church is a Church on its own page (church-pages.ts).
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

/** "Esperança Viva Teresina, em Teresina (PI): cultos aos domingos às 18h. Rua das Acácias, 145 – Jóquei." */
export function churchDescription(church: ChurchEntry): string {
  const { address } = church;
  const list = church.serviceTimes?.length ? serviceList(church.serviceTimes) : "";
  // "às quartas…", but "aos domingos…" and "aos sábados…".
  const services = list ? `cultos ${/^(domingos|sábados)/.test(list) ? "aos" : "às"} ${list}` : "endereço e contatos";
  return `${church.name}, em ${address.city} (${address.state}): ${services}. ${address.street} – ${address.district}.`;
}

/** A church's page: its name, what it offers and where, its photo as the share card, and a Church for search engines. */
export async function churchHead(church: ChurchEntry, content: SiteContent, shareImage: ShareImageFor): Promise<HeadInfo> {
  const { site } = content;
  const social = (church.social ?? []).map((profile) => profile.url);
  return {
    title: church.name,
    description: churchDescription(church),
    route: churchRoute(church.slug),
    image: await shareImage(church.photo ?? site.seo.image),
    jsonLd: [churchJsonLd(site, church, social)],
    feedTitle: rssFeedInfo(content).title,
  };
}
