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
  /** Each category's posts, newest first. */
  byCategory: Map<string, LoadedPost[]>;
  /** Each post's place in its category's list. */
  placeInCategory: Map<number, number>;
  /** The newest posts, one more than a page shows (the page's own post may be among them). */
  newest: LoadedPost[];
  /** Every category name, sorted as pt-BR readers expect. */
  categories: string[];
}

// By list: the build and the dev server hand the same loaded list for every post page.
const neighboursOf = new WeakMap<readonly LoadedPost[], PostNeighbours>();

function postNeighbours(posts: readonly LoadedPost[]): PostNeighbours {
  let neighbours = neighboursOf.get(posts);
  if (!neighbours) {
    const byCategory = new Map<string, LoadedPost[]>();
    const placeInCategory = new Map<number, number>();
    for (const post of posts) {
      const list = byCategory.get(post.category) ?? [];
      placeInCategory.set(post.id, list.length);
      list.push(post);
      byCategory.set(post.category, list);
    }
    const categories = [...byCategory.keys()].sort((a, b) => a.localeCompare(b, "pt-BR"));
    neighbours = { byCategory, placeInCategory, newest: posts.slice(0, RECENT_LIMIT + 1), categories };
    neighboursOf.set(posts, neighbours);
  }
  return neighbours;
}

/**
 * "Leia também": up to RELATED_LIMIT posts of the post's category, the nearest to it in time first (the next one, the
 * one before, then one further each way), newest first on the page. Those the sidebar already lists as recent come
 * only when the category has no others: in a blog of one category they would otherwise be the same three posts twice.
 */
function relatedPosts(post: LoadedPost, { byCategory, placeInCategory }: PostNeighbours, recent: ReadonlySet<number>): LoadedPost[] {
  const list = byCategory.get(post.category) ?? [];
  const place = placeInCategory.get(post.id) ?? 0;
  const byNearness: LoadedPost[] = [];
  const alsoRecent: LoadedPost[] = [];
  for (let distance = 1; byNearness.length < RELATED_LIMIT && (place - distance >= 0 || place + distance < list.length); distance++) {
    for (const other of [list[place - distance], list[place + distance]]) {
      if (!other) continue;
      if (recent.has(other.id)) alsoRecent.push(other);
      else if (byNearness.length < RELATED_LIMIT) byNearness.push(other);
    }
  }
  const chosen = new Set([...byNearness, ...alsoRecent].slice(0, RELATED_LIMIT));
  return list.filter((other) => chosen.has(other));
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
  const neighbours = postNeighbours(posts);
  const recentPosts = neighbours.newest.filter((other) => other.id !== post.id).slice(0, RECENT_LIMIT);
  const related = relatedPosts(post, neighbours, new Set(recentPosts.map((other) => other.id))).map(toPostSummary);
  const recent = recentPosts.map(toPostSummary);
  const { categories } = neighbours;
  const images: ImageInfoMap = {};
  for (const item of [post, ...related, ...recent]) images[item.image.src] = await describeImage(item.image.src);
  const html = await finishPostHtml(post.html, { describeImage, base });
  return { post: { ...toPostSummary(post), html }, related, recent, categories: [...categories], images, blog };
}
