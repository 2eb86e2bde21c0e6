import type { ComponentType } from "react";
import type { BuildFile } from "@/site/data/calendar-files";
import type { CollectionKey, PageCollections } from "@/site/data/page-payload";
import type { AnyIsland } from "@/site/islands/island-definition";
import type { SearchEntry } from "@/lib/search/search-data";
import type { Image, Page, Site } from "@/types/generated/content";

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
  /** The collections its component or its head reads: a page's data carries only these. */
  collections?: readonly CollectionKey[];
  /**
   * The cards it shows that an editor opens one by one from the live site (the pencils, src/site/browser/pencils/):
   * the entries of a collection it reads, or the items of one of its own lists, with what one is called ("célula").
   * A post's card is found by its link, whatever block shows it.
   */
  cards?: { collection: CollectionKey } | { list: keyof BlockOf<T> & string; kind: string };
  /** Its interactive part, hydrated on its own in the browser (docs/architecture.md, "Islands"). */
  island?: AnyIsland;
  /** What it adds to its page's <head> at build time: preloads, structured data. */
  head?: (input: BlockHeadInput<T>) => BlockHead;
  /** Files it adds to the built site, next to the pages (the agenda's .ics files). */
  outputs?: (input: BlockOutputInput<T>) => BuildFile[];
  /**
   * What it adds to the site's search besides its section's own words (docs/architecture.md, "Search"): the
   * things it lists that a visitor looks for by name (a ministry, an event, a célula), each its own result.
   */
  search?: BlockSearch<T>;
}

export interface BlockSearch<T extends BlockType> {
  /** The block's fields that hold those things, left out of the section's own text. */
  itemFields?: readonly (keyof BlockOf<T>)[];
  items: (input: BlockSearchInput<T>) => SearchEntry[];
}

export interface BlockSearchInput<T extends BlockType> {
  block: BlockOf<T>;
  /** The page's collections, as its data carries them. */
  collections: PageCollections;
  /** The section's address: the page's route, with "#id" when the section has one. */
  sectionHref: string;
  pageTitle: string;
}

export interface BlockHeadInput<T extends BlockType> {
  block: BlockOf<T>;
  /** Its place on the page: 0 is the first section, the one a visitor sees first. */
  position: number;
  /** The page's collections, as its data carries them. */
  collections: PageCollections;
  /** The page's HTML as rendered, for what must match it exactly (an image's srcset). */
  html: string;
  site: Site;
  /** The page's canonical address, which its structured data points into (#anchors). */
  pageUrl: string;
  /** The image that represents the page when shared (the page's own, else the site's). */
  pageImage: Image;
}

export interface BlockHead {
  /** Full <link> elements, e.g. the preload of the image a visitor sees first. */
  links?: string[];
  /** schema.org entities for the page's JSON-LD (a Church per branch the block lists). */
  jsonLd?: unknown[];
}

export interface BlockOutputInput<T extends BlockType> {
  block: BlockOf<T>;
  site: Site;
  /** The page's collections, as its data carries them. */
  collections: PageCollections;
  /** When the build ran, for files that say when they were made (DTSTAMP); pinned by SOURCE_DATE_EPOCH. */
  builtAt: Date;
}

export function defineBlock<T extends BlockType>(definition: BlockDefinition<T>): BlockDefinition<T> {
  return definition;
}
