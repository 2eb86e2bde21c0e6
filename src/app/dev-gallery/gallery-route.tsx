import { useParams } from "react-router-dom";
import { loadBlocks } from "@/blocks/block-loader";
import { useRouteDataContext } from "../route-data/route-data-context";
import { BlockPreview } from "./block-preview";
import { galleryBlocks, isBlockType, loadGallerySiteData, type GalleryBlock, type GallerySiteData } from "./gallery-data";
import { GalleryPage } from "./gallery-page";

type GalleryData =
  | { blocks: GalleryBlock[]; previewType: undefined }
  | { blocks: GalleryBlock[]; previewType: string; site: GallerySiteData };

/**
 * /_blocos lists every block; /_blocos/<type> renders that block's examples alone, and is what
 * the gallery's frames load, so each one gets real phone and desktop media queries.
 */
async function loadGallery(previewType: string | undefined): Promise<GalleryData> {
  const blocks = galleryBlocks();
  const site = loadGallerySiteData();
  // The list itself shows no block: it starts the download its frames will share, without waiting.
  if (previewType === undefined) return { blocks, previewType };
  if (isBlockType(previewType)) await loadBlocks([previewType]);
  return { blocks, previewType, site: await site };
}

export function GalleryRoute() {
  const { type } = useParams();
  const { store } = useRouteDataContext();
  const data = store.read(`gallery:${type ?? ""}`, () => loadGallery(type));
  if (data.previewType === undefined) return <GalleryPage blocks={data.blocks} />;
  const block = data.blocks.find(({ type }) => type === data.previewType);
  return <BlockPreview block={block} type={data.previewType} site={data.site} />;
}
