import type { Post } from "@/types/generated/content";
import type { ImageInfoMap } from "./image-info";

/** What lists and cards need of a post: everything but the body. */
export type PostSummary = Omit<Post, "image" | "featured"> & {
  image: NonNullable<Post["image"]>;
  featured: boolean;
};

/** One post page's data (/data/posts/<id>.json): the body is HTML sanitised at build time. */
export interface PostPayload {
  post: PostSummary & { html: string };
  related: PostSummary[];
  recent: PostSummary[];
  categories: string[];
  images: ImageInfoMap;
}

export const CATEGORY_PARAM = "category";
export const RELATED_LIMIT = 3;
export const RECENT_LIMIT = 3;

export function postDataPath(id: number): string {
  return `/data/posts/${id}.json`;
}

/** Only positive whole numbers are post ids; "abc", "0", "-1", "1.5" are not (they redirect to /blog). */
export function parsePostId(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,8}$/.test(raw)) return null;
  return Number(raw);
}

/** "2026-09-06" → "setembro de 2026", as the spec shows post dates (month and year). */
export function postMonthLabel(isoDate: string): string {
  const [year, month] = isoDate.split("-").map(Number);
  const date = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, 15));
  return new Intl.DateTimeFormat("pt-BR", { month: "long", year: "numeric", timeZone: "UTC" }).format(date);
}

export function blogCategoryHref(category: string): string {
  return `/blog?${CATEGORY_PARAM}=${encodeURIComponent(category)}`;
}
