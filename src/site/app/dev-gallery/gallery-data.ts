import { blockRegistry, type Block, type BlockType } from "@/site/blocks/registry";
import type { IconNodeMap } from "@/site/data/icon-nodes";
import type { ImageInfoMap } from "@/site/data/image-info";
import type { PageCollections } from "@/site/data/page-payload";
import type { ChurchPerson } from "@/site/data/church-page";

/** One block type as its schema describes it, with the examples the gallery renders. */
export interface GalleryBlock {
  type: string;
  description: string;
  examples: Block[];
  /** False while a schema exists without its component in src/site/blocks/registry.ts. */
  renderable: boolean;
}

/** What blocks read besides their own fields: the collections (ministries, posts...) and image sizes. */
export interface GallerySiteData {
  collections: PageCollections;
  images: ImageInfoMap;
  /** Every icon: examples may use any (src/build/dev/vite-content-plugin.ts gathers them).*/
  icons: IconNodeMap;
  /** The people entries, for a church's pastors in the editor's preview of its page. */
  people?: ChurchPerson[];
}

interface BlockSchemaJson {
  description?: string;
  properties?: { type?: { const?: string } };
  examples?: unknown[];
}

// Read straight from schemas/blocks/, so a new schema shows up here with no other change.
// Relative, so the editor (src/editor/app/, its own Vite root) finds them too.
const schemaFiles = import.meta.glob<BlockSchemaJson>("../../../../schemas/blocks/*.schema.json", { eager: true, import: "default" });

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
