import type { ImageInfo, ImageInfoMap } from "../../src/content/image-info";
import type { PagePayload, PageRouteEntry } from "../../src/content/page-payload";
import type { LoadedPage, SiteContent } from "./types";

/** Every "/images/..." src a piece of content shows, wherever the block keeps it. */
export function collectImageSrcs(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => collectImageSrcs(item, found));
  else if (value && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) {
      if (key === "src" && typeof child === "string" && child.startsWith("/images/")) found.add(child);
      else collectImageSrcs(child, found);
    }
  }
  return found;
}

export function pageRouteEntries(content: SiteContent): PageRouteEntry[] {
  return content.pages.map(({ slug, route }) => ({ slug, route }));
}

/** A page's JSON as the app loads it: the page plus the sizes of just the images it shows. */
export async function buildPagePayload(
  page: LoadedPage,
  describeImage: (src: string) => Promise<ImageInfo>,
): Promise<PagePayload> {
  const images: ImageInfoMap = {};
  for (const src of collectImageSrcs(page.page)) images[src] = await describeImage(src);
  const { $schema: _schema, ...withoutSchema } = page.page as typeof page.page & { $schema?: string };
  return { slug: page.slug, route: page.route, page: withoutSchema, images };
}
