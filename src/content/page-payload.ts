import type { AgendaEvent, Church, Ministry, Page, Testimony } from "@/types/generated/content";
import type { IconNodeMap } from "./icon-nodes";
import type { ImageInfoMap } from "./image-info";
import type { PostListData, PostPayload } from "./posts";

/** What a page route needs, served as /data/pages/<slug>.json so the bundle never holds content. */
export interface PagePayload {
  slug: string;
  route: string;
  page: Page;
  images: ImageInfoMap;
  /** The drawings of the icons its content names. */
  icons: IconNodeMap;
  /** The chunks its blocks' code needs, for the browser to fetch at once (written by the build). */
  modules?: string[];
  /** Only the collections this page's blocks show (see BLOCK_COLLECTIONS in scripts/content/page-payloads.ts). */
  collections: PageCollections;
}

export interface PageCollections {
  ministries?: Ministry[];
  churches?: Church[];
  events?: AgendaEventEntry[];
  testimonies?: Testimony[];
  /** The blog list: featured post, first page and categories (later pages are separate files). */
  posts?: PostListData;
}

export type CollectionKey = keyof PageCollections;

/** An event as the pipeline delivers it: `slug` is its file name in site-content/events/ (without .json). */
export type AgendaEventEntry = AgendaEvent & { slug: string };

/** The routing manifest: one small entry per page file, bundled with the app. */
export interface PageRouteEntry {
  slug: string;
  route: string;
}

/** Where route loaders get their data: fetch in the browser, the in-memory pipeline at build time. */
export interface ContentSource {
  loadPage(slug: string): Promise<PagePayload>;
  /** null when no post has this id. */
  loadPost(id: number): Promise<PostPayload | null>;
}

export function pageDataPath(slug: string): string {
  return `/data/pages/${slug}.json`;
}

export const NOT_FOUND_SLUG = "404";
export const HOME_SLUG = "inicio";

export function isPagePayload(payload: unknown): payload is PagePayload {
  return typeof payload === "object" && payload !== null && "page" in payload && "slug" in payload;
}
