import type { AgendaEvent, Church, Ministry, Page, Testimony } from "@/types/generated/content";
import type { ImageInfoMap } from "./image-info";

/** What a page route needs, served as /data/pages/<slug>.json so the bundle never holds content. */
export interface PagePayload {
  slug: string;
  route: string;
  page: Page;
  images: ImageInfoMap;
  /** Only the collections this page's blocks show (see BLOCK_COLLECTIONS in scripts/content/page-payloads.ts). */
  collections: PageCollections;
}

export interface PageCollections {
  ministries?: Ministry[];
  churches?: Church[];
  events?: AgendaEvent[];
  testimonies?: Testimony[];
}

export type CollectionKey = keyof PageCollections;

/** The routing manifest: one small entry per page file, bundled with the app. */
export interface PageRouteEntry {
  slug: string;
  route: string;
}

/** Where route loaders get their data: fetch in the browser, the in-memory pipeline at build time. */
export interface ContentSource {
  loadPage(slug: string): Promise<PagePayload>;
}

export function pageDataPath(slug: string): string {
  return `/data/pages/${slug}.json`;
}

export const NOT_FOUND_SLUG = "404";
export const HOME_SLUG = "inicio";
