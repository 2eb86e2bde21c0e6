import { renderToString } from "react-dom/server";
import createEmotionServer from "@emotion/server/create-instance";
import type { Site } from "@/types/generated/content";
import { AppProviders } from "@/site/app/app-providers";
import { mainChurch } from "@/lib/churches";
import { createEmotionCache } from "@/site/islands/emotion-cache";
import { BlockPreview } from "./block-preview";
import { galleryBlocks, type GallerySiteData } from "./gallery-data";
import { GalleryPage } from "./gallery-page";

/**
 * npm run dev only: /_blocos lists every block; /_blocos/<type> renders that block's examples alone,
 * and is what the gallery's frames load, so each one gets real phone and desktop media queries.
 */
export function renderGallery(type: string | undefined, site: Site, data: GallerySiteData): { html: string; styleTags: string; title: string } {
  const blocks = galleryBlocks();
  const cache = createEmotionCache();
  const emotion = createEmotionServer(cache);
  const html = renderToString(
    <AppProviders cache={cache} site={site} mainChurch={mainChurch(data.collections.churches ?? [])} fullNavMinWidth={0} path="/_blocos">
      {type === undefined ? <GalleryPage blocks={blocks} /> : <BlockPreview block={blocks.find((block) => block.type === type)} type={type} site={data} />}
    </AppProviders>,
  );
  const styleTags = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  return { html, styleTags, title: type === undefined ? "Galeria de blocos" : `${type} · Galeria de blocos` };
}
