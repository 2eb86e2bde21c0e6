import type { ImageInfo, ImageInfoMap } from "../../site/data/image-info";
import { RECENT_LIMIT, RELATED_LIMIT, type BlogInfo, type PostPayload, type PostSummary } from "../../site/data/posts";
import type { LoadedPost } from "../../engine/core/kinds/types";
import { finishPostHtml } from "./post-body-pictures";

/** A post without its body: what lists, cards and the blog page's data carry. */
export function toPostSummary({ html: _html, bodyImages: _bodyImages, slug: _slug, file: _file, ...summary }: LoadedPost): PostSummary {
  return summary;
}

/** What every post page shows beside its text, read from the whole list once instead of once per post. */
interface PostNeighbours {
  /** The newest posts of each category, one more than a page shows (the page's own post may be among them). */
  newestByCategory: Map<string, LoadedPost[]>;
  /** The newest posts, likewise. */
  newest: LoadedPost[];
  /** Every category name, sorted as pt-BR readers expect. */
  categories: string[];
}

// By list: the build and the dev server hand the same loaded list for every post page.
const neighboursOf = new WeakMap<readonly LoadedPost[], PostNeighbours>();

function postNeighbours(posts: readonly LoadedPost[]): PostNeighbours {
  let neighbours = neighboursOf.get(posts);
  if (!neighbours) {
    const newestByCategory = new Map<string, LoadedPost[]>();
    for (const post of posts) {
      const list = newestByCategory.get(post.category) ?? [];
      if (list.length <= RELATED_LIMIT) list.push(post);
      newestByCategory.set(post.category, list);
    }
    const categories = [...newestByCategory.keys()].sort((a, b) => a.localeCompare(b, "pt-BR"));
    neighbours = { newestByCategory, newest: posts.slice(0, RECENT_LIMIT + 1), categories };
    neighboursOf.set(posts, neighbours);
  }
  return neighbours;
}

/**
 * One post page's data, with the related and recent lists computed once here instead of in the browser,
 * and its text as published: responsive pictures, site paths under the base (post-body-pictures.ts).
 * `posts` is the whole list, newest first.
 */
export async function buildPostPayload(
  post: LoadedPost,
  posts: readonly LoadedPost[],
  blog: BlogInfo,
  describeImage: (src: string) => Promise<ImageInfo>,
  base = "/",
): Promise<PostPayload> {
  const { newestByCategory, newest, categories } = postNeighbours(posts);
  const others = (list: readonly LoadedPost[], limit: number) =>
    list
      .filter((other) => other.id !== post.id)
      .slice(0, limit)
      .map(toPostSummary);
  const related = others(newestByCategory.get(post.category) ?? [], RELATED_LIMIT);
  const recent = others(newest, RECENT_LIMIT);
  const images: ImageInfoMap = {};
  for (const item of [post, ...related, ...recent]) images[item.image.src] = await describeImage(item.image.src);
  const html = await finishPostHtml(post.html, { describeImage, base });
  return { post: { ...toPostSummary(post), html }, related, recent, categories: [...categories], images, blog };
}
