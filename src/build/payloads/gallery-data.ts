import type { GallerySiteData } from "../../site/app/dev-gallery/gallery-data";
import type { ImageInfo, ImageInfoMap } from "../../site/data/image-info";
import type { PageCollections } from "../../site/data/page-payload";
import { ICON_FILES, iconNodesFor } from "./content-icons";
import { blogInfo, collectImageSrcs } from "./page-payloads";
import { postListData } from "./post-lists";
import { sermonListData } from "./sermon-payloads";
import type { SiteContent } from "../../engine/core/kinds/types";

/** Every collection and every icon, for the block gallery: schema examples may show any of them. */
export async function galleryData(content: SiteContent, describe: (src: string) => Promise<ImageInfo>): Promise<GallerySiteData> {
  const collections: PageCollections = {
    posts: postListData(content.posts),
    blog: blogInfo(content),
    ministries: content.ministries,
    churches: content.churches,
    events: content.events,
    testimonies: content.testimonies,
    sermons: sermonListData(content),
  };
  const people = content.people.map(({ slug, name, role, photo }) => ({ slug, name, role, ...(photo ? { photo } : {}) }));
  const images: ImageInfoMap = {};
  for (const src of collectImageSrcs([collections, people, content.pages.map((page) => page.page)])) images[src] = await describe(src);
  return { collections, images, icons: await iconNodesFor(Object.keys(ICON_FILES) as (keyof typeof ICON_FILES)[]), people };
}
