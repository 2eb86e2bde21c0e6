import type { AgendaEventEntry, ChurchEntry } from "@/types/content-entries";
import type { Ministry, Page, Testimony } from "@/types/generated/content";
import type { IconNodeMap } from "./icon-nodes";
import type { ImageInfoMap } from "./image-info";
import type { BlogInfo, PostListData } from "./posts";
import type { SermonListData } from "./sermons";
import type { SearchEntry } from "@/lib/search/search-data";

/** What a page is rendered from (src/build/payloads/page-payloads.ts builds it at build time). */
export interface PagePayload {
  slug: string;
  route: string;
  page: Page;
  images: ImageInfoMap;
  /** The drawings of the icons its content names. */
  icons: IconNodeMap;
  /** Only the collections this page's blocks show (each block definition names those it reads). */
  collections: PageCollections;
}

export interface PageCollections {
  ministries?: Ministry[];
  churches?: ChurchEntry[];
  events?: AgendaEventEntry[];
  testimonies?: Testimony[];
  /** The blog list: featured post, first page and categories (later pages are separate files). */
  posts?: PostListData;
  /** The sermons' archive: the newest, the current series, the first page and the filters (later pages are separate files). */
  sermons?: SermonListData;
  /** The blog's name and address, for blocks that point to it (the newsletter). */
  blog?: BlogInfo;
  /** Everything the site search finds, without its text and with dates as shown: the search page's list for visitors without JavaScript. */
  search?: SearchListEntry[];
}

export type SearchListEntry = Omit<SearchEntry, "text" | "terms">;

export type CollectionKey = keyof PageCollections;

export const NOT_FOUND_SLUG = "404";
export const HOME_SLUG = "inicio";
