import type { ImageInfo, ImageInfoMap } from "../../site/data/image-info";
import type { CollectionKey, PageCollections, PagePayload, SearchListEntry } from "../../site/data/page-payload";
import type { BlogInfo } from "../../site/data/posts";
import { NEWSLETTER_WORD_KEYS, type NewsletterWords } from "../../site/components/posts/newsletter-words";
import { collectValues } from "./collect-values";
import { iconNodesOf } from "./content-icons";
import { postListData } from "./post-lists";
import { sermonListData } from "./sermon-payloads";
import type { LoadedPage, SiteContent } from "../../engine/core/kinds/types";

/** Every "/images/..." src a piece of content shows, wherever the block keeps it. */
export function collectImageSrcs(value: unknown): Set<string> {
  return collectValues(value, (key, child): child is string => key === "src" && typeof child === "string" && child.startsWith("/images/"));
}

/** Which collections a block type's component reads: its block definition says (src/site/blocks/<type>/<type>.block.ts). */
export type CollectionsOf = (type: string) => readonly CollectionKey[];

/**
 * The blog as its page names it: the page that lists the posts. The post view links back to it and
 * the newsletter subscribes to it; a site without that page still has a name to offer (its own).
 */
export function blogInfo(content: SiteContent): BlogInfo {
  const page = content.pages.find((candidate) => candidate.page.sections.some((section) => section.type === "post-list"));
  const newsletter = page?.page.sections.find((section) => section.type === "newsletter");
  const name = page?.page.title ?? content.site.name;
  return {
    name,
    route: page?.route ?? "/blog",
    newsletterHeading: newsletter?.heading ?? `Receba “${name}” por e-mail`,
    ...(newsletter?.unavailable ? { newsletterUnavailable: newsletter.unavailable } : {}),
    ...(newsletter ? writtenNewsletterWords(newsletter) : {}),
  };
}

/** The words the blog page's newsletter section writes (the box beside each post says the same), if any. */
function writtenNewsletterWords(section: Partial<NewsletterWords>): Pick<BlogInfo, "newsletterWords"> {
  const written = Object.fromEntries(NEWSLETTER_WORD_KEYS.filter((key) => section[key] !== undefined).map((key) => [key, section[key]]));
  return Object.keys(written).length > 0 ? { newsletterWords: written } : {};
}

function withoutSchemaKey<T extends object>(value: T): T {
  const { $schema: _schema, ...rest } = value as T & { $schema?: string };
  return rest as T;
}

/** A page's data carries a collection only when one of its blocks reads it, so no page holds content it does not show. */
function pageCollections(page: LoadedPage, content: SiteContent, collectionsOf: CollectionsOf, search: SearchListEntry[], podcast?: string): PageCollections {
  const collections: Record<string, unknown> = {};
  for (const key of new Set(page.page.sections.flatMap((section) => collectionsOf(section.type)))) {
    if (key === "posts") collections.posts = postListData(content.posts);
    else if (key === "sermons") collections.sermons = sermonListData(content, podcast);
    else if (key === "blog") collections.blog = blogInfo(content);
    else if (key === "search") collections.search = search;
    else collections[key] = content[key].map(withoutSchemaKey);
  }
  return collections as PageCollections;
}

/** What a page is rendered from: the page, the collections it shows, the sizes of its images, its icons. */
export async function buildPagePayload(
  page: LoadedPage,
  content: SiteContent,
  describeImage: (src: string) => Promise<ImageInfo>,
  collectionsOf: CollectionsOf,
  /** What the site search finds (src/build/search/), for the search page's list. */
  search: SearchListEntry[] = [],
  /** The sermons' podcast, when it has episodes. */
  podcast?: string,
): Promise<PagePayload> {
  const collections = pageCollections(page, content, collectionsOf, search, podcast);
  const images: ImageInfoMap = {};
  for (const src of collectImageSrcs([page.page, collections])) images[src] = await describeImage(src);
  const icons = await iconNodesOf([page.page, collections]);
  return { slug: page.slug, route: page.route, page: withoutSchemaKey(page.page), images, icons, collections };
}
