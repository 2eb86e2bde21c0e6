import type { ComponentType } from "react";
import type { CollectionKey } from "@/content/page-payload";
import type { AnyIsland } from "@/islands/island-definition";
import type { Page } from "@/types/generated/content";

export type Block = Page["sections"][number];
export type BlockType = Block["type"];
export type BlockOf<T extends BlockType> = Extract<Block, { type: T }>;

/**
 * Everything the site knows about one block type, in the block's own folder (`<type>.block.ts`):
 * the pipeline, the build and the browser read it from here, and nothing else switches on a block type.
 */
export interface BlockDefinition<T extends BlockType> {
  type: T;
  /** Renders the block's JSON at build time. */
  component: ComponentType<{ block: BlockOf<T> }>;
  /** The collections its component reads (useCollection): a page's data carries only these. */
  collections?: readonly CollectionKey[];
  /** Its interactive part, hydrated on its own in the browser (docs/architecture.md, "Islands"). */
  island?: AnyIsland;
  /** What it adds to its page's <head> at build time. */
  head?: (input: BlockHeadInput<T>) => BlockHead;
}

export interface BlockHeadInput<T extends BlockType> {
  block: BlockOf<T>;
  /** Its place on the page: 0 is the first section, the one a visitor sees first. */
  position: number;
  /** The page's collections, as its data carries them. */
  collections: import("@/content/page-payload").PageCollections;
  /** The page's HTML as rendered, for what must match it exactly (an image's srcset). */
  html: string;
}

export interface BlockHead {
  /** Full <link> elements, e.g. the preload of the image a visitor sees first. */
  links?: string[];
}

export function defineBlock<T extends BlockType>(definition: BlockDefinition<T>): BlockDefinition<T> {
  return definition;
}
