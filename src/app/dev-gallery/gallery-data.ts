import { pageRoutes } from "virtual:site-content";
import { blockRegistry, type Block, type BlockType } from "@/blocks/registry";
import { fetchSource } from "@/content/fetch-source";
import type { IconNodeMap } from "@/content/icon-nodes";
import type { ImageInfoMap } from "@/content/image-info";
import type { PageCollections } from "@/content/page-payload";
import { withBase } from "@/lib/base-path";

/** One block type as its schema describes it, with the examples the gallery renders. */
export interface GalleryBlock {
  type: string;
  description: string;
  examples: Block[];
  /** False while a schema exists without its component in src/blocks/registry.ts. */
  renderable: boolean;
}

/** What blocks read besides their own fields: the collections (ministries, posts...) and image sizes. */
export interface GallerySiteData {
  collections: PageCollections;
  images: ImageInfoMap;
  /** Every icon, as npm run dev serves them (scripts/vite-content-plugin.ts): examples may use any. */
  icons: IconNodeMap;
}

interface BlockSchemaJson {
  description?: string;
  properties?: { type?: { const?: string } };
  examples?: unknown[];
}

// Read straight from schemas/blocks/, so a new schema shows up here with no other change.
const schemaFiles = import.meta.glob<BlockSchemaJson>("/schemas/blocks/*.schema.json", { eager: true, import: "default" });

export function isBlockType(type: string): type is BlockType {
  return Object.hasOwn(blockRegistry, type);
}

export function galleryBlocks(): GalleryBlock[] {
  return Object.entries(schemaFiles)
    .map(([path, schema]) => {
      const type = schema.properties?.type?.const ?? path.replace(/^.*\/|\.schema\.json$/g, "");
      // The examples are validated against their schema by tests/unit/docs/block-examples.test.ts.
      const examples = (schema.examples ?? []) as Block[];
      return { type, description: schema.description ?? "", examples, renderable: isBlockType(type) };
    })
    .sort((a, b) => a.type.localeCompare(b.type));
}

async function fetchSiteData(): Promise<GallerySiteData> {
  // Every page's data together carries every collection some block shows, measured like the real pages.
  const icons = fetch(withBase("/data/icones.json")).then((response) => response.json() as Promise<IconNodeMap>);
  const results = await Promise.allSettled(pageRoutes.map(({ slug }) => fetchSource.loadPage(slug)));
  let collections: PageCollections = {};
  const images: ImageInfoMap = {};
  for (const result of results) {
    if (result.status !== "fulfilled") continue;
    collections = { ...result.value.collections, ...collections };
    Object.assign(images, result.value.images);
  }
  return { collections, images, icons: await icons };
}

const SHARED_KEY = "__monteCalvarioGalleryData";
type SharingWindow = Window & { [SHARED_KEY]?: Promise<GallerySiteData> };

/** The gallery page when this runs inside one of its preview frames, else this window. */
function hostWindow(): SharingWindow {
  try {
    if (window.parent !== window && window.parent.location.origin === window.location.origin) return window.parent;
  } catch {
    // A parent on another origin cannot be read: fetch our own copy.
  }
  return window;
}

/** Fetched once by the gallery page; its 30-odd preview frames reuse that one download. */
export function loadGallerySiteData(): Promise<GallerySiteData> {
  const host = hostWindow();
  host[SHARED_KEY] ??= fetchSiteData();
  return host[SHARED_KEY];
}
