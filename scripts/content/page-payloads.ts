import type { ImageInfo, ImageInfoMap } from "../../src/content/image-info";
import type { CollectionKey, PageCollections, PagePayload, PageRouteEntry } from "../../src/content/page-payload";
import { collectValues } from "./collect-values";
import { iconNodesOf } from "./content-icons";
import { postListData } from "./post-lists";
import type { LoadedPage, SiteContent } from "./types";

/** Every "/images/..." src a piece of content shows, wherever the block keeps it. */
export function collectImageSrcs(value: unknown): Set<string> {
  return collectValues(value, (key, child): child is string => key === "src" && typeof child === "string" && child.startsWith("/images/"));
}

export function pageRouteEntries(content: SiteContent): PageRouteEntry[] {
  return content.pages.map(({ slug, route }) => ({ slug, route }));
}

/**
 * Blocks that show a whole collection. A page's data carries a collection only when one of its
 * blocks needs it, so no page downloads content it does not show.
 */
export const BLOCK_COLLECTIONS: Readonly<Record<string, CollectionKey>> = {
  "post-list": "posts",
  "ministry-grid": "ministries",
  "church-list": "churches",
  "testimony-list": "testimonies",
  "event-list": "events",
};

function withoutSchemaKey<T extends object>(value: T): T {
  const { $schema: _schema, ...rest } = value as T & { $schema?: string };
  return rest as T;
}

function pageCollections(page: LoadedPage, content: SiteContent): PageCollections {
  const collections: Record<string, unknown> = {};
  for (const section of page.page.sections) {
    const key = BLOCK_COLLECTIONS[section.type];
    if (key === "posts") collections.posts = postListData(content.posts);
    else if (key) collections[key] = content[key].map(withoutSchemaKey);
  }
  return collections as PageCollections;
}

/** A page's JSON as the app loads it: the page, the collections it shows, the sizes of its images, its icons. */
export async function buildPagePayload(
  page: LoadedPage,
  content: SiteContent,
  describeImage: (src: string) => Promise<ImageInfo>,
): Promise<PagePayload> {
  const collections = pageCollections(page, content);
  const images: ImageInfoMap = {};
  for (const src of collectImageSrcs([page.page, collections])) images[src] = await describeImage(src);
  const icons = await iconNodesOf([page.page, collections]);
  return { slug: page.slug, route: page.route, page: withoutSchemaKey(page.page), images, icons, collections };
}
