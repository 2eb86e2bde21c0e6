import type { ImageInfo, ImageInfoMap } from "../../site/data/image-info";
import { RECENT_LIMIT, RELATED_LIMIT, type BlogInfo, type PostPayload, type PostSummary } from "../../site/data/posts";
import type { LoadedPost } from "../../engine/core/kinds/types";
import { finishPostHtml } from "./post-body-pictures";

/** A post without its body: what lists, cards and the blog page's data carry. */
export function toPostSummary({ html: _html, bodyImages: _bodyImages, slug: _slug, file: _file, ...summary }: LoadedPost): PostSummary {
  return summary;
}

/**
 * One post page's data, with the related and recent lists computed once here instead of in the browser,
 * and its text as published: responsive pictures, site paths under the base (post-body-pictures.ts).
 */
export async function buildPostPayload(
  post: LoadedPost,
  posts: LoadedPost[],
  blog: BlogInfo,
  describeImage: (src: string) => Promise<ImageInfo>,
  base = "/",
): Promise<PostPayload> {
  const others = posts.filter((other) => other.id !== post.id);
  const related = others
    .filter((other) => other.category === post.category)
    .slice(0, RELATED_LIMIT)
    .map(toPostSummary);
  const recent = others.slice(0, RECENT_LIMIT).map(toPostSummary);
  const categories = [...new Set(posts.map((p) => p.category))].sort((a, b) => a.localeCompare(b, "pt-BR"));
  const images: ImageInfoMap = {};
  for (const item of [post, ...related, ...recent]) images[item.image.src] = await describeImage(item.image.src);
  const html = await finishPostHtml(post.html, { describeImage, base });
  return { post: { ...toPostSummary(post), html }, related, recent, categories, images, blog };
}
