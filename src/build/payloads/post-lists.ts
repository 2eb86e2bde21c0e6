import type { ImageInfo, ImageInfoMap } from "../../site/data/image-info";
import {
  ALL_POSTS_LIST,
  categorySlug,
  POST_LIST_PAGE_SIZE,
  postListDataPath,
  type PostCategory,
  type PostListData,
  type PostListPage,
} from "../../site/data/posts";
import { toPostSummary } from "./post-payloads";
import type { LoadedPost } from "../../engine/core/kinds/types";

/** Consecutive pages of `size` items; an empty list is still one (empty) page, so page 1 always exists. */
export function splitIntoPages<T>(items: readonly T[], size: number): T[][] {
  if (size < 1) throw new Error(`Tamanho de página inválido: ${size}`);
  const pages: T[][] = [];
  for (let start = 0; start < items.length; start += size) pages.push(items.slice(start, start + size));
  return pages.length > 0 ? pages : [[]];
}

/** Names sorted as pt-BR readers expect, each with a folder name no other list uses ("Todos" included). */
export function postCategories(posts: readonly LoadedPost[]): PostCategory[] {
  const counts = new Map<string, number>();
  for (const post of posts) counts.set(post.category, (counts.get(post.category) ?? 0) + 1);
  const taken = new Set([ALL_POSTS_LIST]);
  return [...counts.keys()]
    .sort((a, b) => a.localeCompare(b, "pt-BR"))
    .map((name) => {
      const wanted = categorySlug(name) || "categoria";
      let slug = wanted;
      for (let n = 2; taken.has(slug); n++) slug = `${wanted}-${n}`;
      taken.add(slug);
      return { name, slug, count: counts.get(name) ?? 0 };
    });
}

/** The featured post shows above the lists, so no list repeats it. */
function withoutFeatured(posts: readonly LoadedPost[]) {
  return { featured: posts.find((post) => post.featured), others: posts.filter((post) => !post.featured) };
}

/** The blog page's share of the posts (posts arrive newest first from the pipeline). */
export function postListData(posts: readonly LoadedPost[]): PostListData {
  const { featured, others } = withoutFeatured(posts);
  const pages = splitIntoPages(others, POST_LIST_PAGE_SIZE);
  return {
    featured: featured ? toPostSummary(featured) : null,
    first: (pages[0] ?? []).map(toPostSummary),
    total: others.length,
    pageCount: pages.length,
    categories: postCategories(posts),
  };
}

/** Every list file, by its path: all posts, then each category, page by page. */
export async function postListFiles(posts: readonly LoadedPost[], describeImage: (src: string) => Promise<ImageInfo>): Promise<Map<string, PostListPage>> {
  const { others } = withoutFeatured(posts);
  const lists: [string, LoadedPost[]][] = [[ALL_POSTS_LIST, others]];
  for (const category of postCategories(posts)) lists.push([category.slug, others.filter((post) => post.category === category.name)]);
  const files = new Map<string, PostListPage>();
  for (const [list, items] of lists) {
    const pages = splitIntoPages(items, POST_LIST_PAGE_SIZE);
    for (const [index, pagePosts] of pages.entries()) {
      const images: ImageInfoMap = {};
      for (const post of pagePosts) images[post.image.src] = await describeImage(post.image.src);
      const page = index + 1;
      files.set(postListDataPath(list, page), { posts: pagePosts.map(toPostSummary), images, page, pageCount: pages.length, total: items.length });
    }
  }
  return files;
}
