import type { Image } from "../../src/types/generated/content";
import { canonicalUrl } from "../../src/content/seo";
import { HOME_SLUG, NOT_FOUND_SLUG } from "../../src/content/page-payload";
import type { LoadedPage, LoadedPost, SiteContent } from "../content/types";
import type { HeadInfo } from "./head-tags";
import type { ShareImage } from "./share-images";
import { churchJsonLd, organizationJsonLd, webSiteJsonLd } from "./structured-data";
import { blogPostingJsonLd, branchChurchJsonLd, eventJsonLd } from "./structured-data-collections";

/**
 * The JSON-LD of a page follows its content: the church's own entities on the home page, a Church
 * per branch wherever a church list is shown, an Event per dated event wherever the agenda is.
 */
export function pageJsonLd(page: LoadedPage, content: SiteContent): unknown[] {
  const { site } = content;
  const pageUrl = canonicalUrl(site, page.route);
  const found: unknown[] = page.slug === HOME_SLUG ? [churchJsonLd(site), organizationJsonLd(site), webSiteJsonLd(site)] : [];
  for (const section of page.page.sections) {
    if (section.type === "church-list") found.push(...content.churches.map((church) => branchChurchJsonLd(site, church, pageUrl)));
    if (section.type === "event-list") {
      const context = { site, churches: content.churches, pageUrl, image: page.page.image ?? site.seo.image };
      found.push(...content.events.map((event) => eventJsonLd(event, context)));
    }
  }
  return found;
}

export type ShareImageFor = (image: Image) => Promise<ShareImage>;

export async function pageHead(page: LoadedPage, content: SiteContent, shareImage: ShareImageFor): Promise<HeadInfo> {
  return {
    title: page.page.title,
    description: page.page.description,
    route: page.route,
    image: await shareImage(page.page.image ?? content.site.seo.image),
    noindex: page.slug === NOT_FOUND_SLUG,
    jsonLd: pageJsonLd(page, content),
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
  };
}
