import type { Image } from "../types/generated/content";
import { canonicalUrl } from "../site/data/seo";
import { HOME_SLUG, NOT_FOUND_SLUG } from "../site/data/page-payload";
import type { LoadedPage, LoadedPost, SiteContent } from "../engine/core/kinds/types";
import type { HeadInfo } from "./head-tags";
import type { ShareImage } from "./share-images";
import { rssFeedInfo } from "./feed-info";
import { churchJsonLd, organizationJsonLd, webSiteJsonLd } from "../site/data/structured-data/church-entities";
import { blogPostingJsonLd } from "../site/data/structured-data/collection-entities";

/**
 * The JSON-LD of a page: the church's own entities on the home page, then what its blocks declare
 * (a Church per branch wherever a church list is shown, an Event per event wherever the agenda is).
 */
export function pageJsonLd(page: LoadedPage, content: SiteContent, fromBlocks: unknown[]): unknown[] {
  const { site } = content;
  return [...(page.slug === HOME_SLUG ? [churchJsonLd(site), organizationJsonLd(site), webSiteJsonLd(site)] : []), ...fromBlocks];
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
