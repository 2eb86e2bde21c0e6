import type { FormUnavailable, NewsletterBlock, Post } from "@/types/generated/content";
import type { ImageInfoMap } from "./image-info";
// Relative, not "@/": the Vite config loads this file (through the content plugin) before its aliases exist.
import { slugify } from "../../lib/text";

/** What lists and cards need of a post: everything but the body (its Markdown never leaves the build). */
export type PostSummary = Omit<Post, "image" | "featured" | "body"> & {
  image: NonNullable<Post["image"]>;
  featured: boolean;
};

/** What a post page is rendered from: the body is HTML sanitised at build time. */
export interface PostPayload {
  post: PostSummary & { html: string };
  related: PostSummary[];
  recent: PostSummary[];
  categories: string[];
  images: ImageInfoMap;
  blog: BlogInfo;
}

/**
 * The blog as its page names it (the page with the post list): the post view's way back, and what the
 * newsletter subscribes to. Content, never written in a component.
 */
export interface BlogInfo {
  /** The blog page's title ("Palavra do Mês"). */
  name: string;
  route: string;
  /** The heading of the blog page's newsletter section, for the post sidebar's box. */
  newsletterHeading: string;
  /** That section's words for when the box's code cannot load (the schema's defaults fill what it leaves out). */
  newsletterUnavailable?: FormUnavailable;
  /** The words that section writes for its box (newsletter-words.ts fills the rest from the schema's defaults). */
  newsletterWords?: Partial<Omit<NewsletterBlock, "type" | "id" | "publishAt" | "heading" | "text" | "unavailable">>;
}

import { CATEGORY_PARAM } from "../../lib/post-address";

export { CATEGORY_PARAM };
export const RELATED_LIMIT = 3;
export const RECENT_LIMIT = 3;

/** Cards per page of the blog list: the pre-rendered page and each "Mostrar mais" fetch. */
export const POST_LIST_PAGE_SIZE = 12;
/** The list name of "Todos"; category slugs never take it (see uniqueCategorySlugs). */
export const ALL_POSTS_LIST = "todos";

/** One page of a list (all posts, or one category's), without the featured post. */
export function postListDataPath(list: string, page: number): string {
  return `/data/posts/lista/${list}/${page}.json`;
}

/** "Palavra do Mês" → "palavra-do-mes": a category's folder under /data/posts/lista/. */
export function categorySlug(name: string): string {
  return slugify(name);
}

export interface PostCategory {
  name: string;
  /** Folder of its list files; unique even when two names slug alike. */
  slug: string;
  /** Posts in the category, the featured one included. */
  count: number;
}

/** A list file (/data/posts/lista/<list>/<n>.json): its posts and the sizes of their images. */
export interface PostListPage {
  posts: PostSummary[];
  images: ImageInfoMap;
  page: number;
  pageCount: number;
  /** Posts in the whole list (the featured one is never in a list). */
  total: number;
}

/**
 * What /blog's data carries: the featured post, the first page of "Todos" and every category,
 * so the payload does not grow with the number of posts (later pages are fetched).
 */
export interface PostListData {
  featured: PostSummary | null;
  first: PostSummary[];
  total: number;
  pageCount: number;
  categories: PostCategory[];
}

/** Only positive whole numbers are post ids; "abc", "0", "-1", "1.5" are not (they redirect to /blog). */
export function parsePostId(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,8}$/.test(raw)) return null;
  return Number(raw);
}

// Made at the first date and kept: making a formatter costs far more than formatting with it, and a
// build formats a date for every card of every post page.
let monthFormat: Intl.DateTimeFormat | undefined;

/** "2026-09-06" → "setembro de 2026", as the spec shows post dates (month and year). */
export function postMonthLabel(isoDate: string): string {
  const [year, month] = isoDate.split("-").map(Number);
  const date = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, 15));
  monthFormat ??= new Intl.DateTimeFormat("pt-BR", { month: "long", year: "numeric", timeZone: "UTC" });
  return monthFormat.format(date);
}

export function blogCategoryHref(category: string): string {
  return `/blog?${CATEGORY_PARAM}=${encodeURIComponent(category)}`;
}
