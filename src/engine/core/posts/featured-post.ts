import type { Site } from "../../../types/generated/content";
import type { ContentFile } from "../kinds/content-kind";
import type { LoadedPost } from "../kinds/types";
import type { Finding } from "../schemas/schema-messages";
import type { SiteFacts } from "../rules/site-facts";

/**
 * The blog's featured post, one rule for every door (the check, the build, the editor's check before saving and its
 * previews): the post site.json's "featuredPost" names, or, without one, the newest post published. A fact written
 * once, in one file: choosing another post is one change of one field, never two posts to mark and unmark in two
 * saves (each of which a rule of "exactly one" would refuse), and a new post becomes the featured one by itself, at
 * the hour it appears when it is scheduled.
 */

export const FEATURED_POST_KEY = "featuredPost";

const quoted = (post: { id: number; title: string }) => `${post.id} (“${post.title}”)`;

/** site.json's choice must name a post that exists (a post's number is its address, /blog/9). */
export function featuredPostFindings(file: ContentFile, facts: SiteFacts | undefined): Finding[] {
  if (file.kind.schema !== "site.schema.json" || !facts) return [];
  const chosen = (file.json.value as { [FEATURED_POST_KEY]?: unknown })[FEATURED_POST_KEY];
  if (typeof chosen !== "number" || facts.posts.some((post) => post.id === chosen)) return [];
  const newest = facts.posts.slice(0, 3).map(quoted);
  const which = newest.length > 0 ? `Os mais novos: ${newest.join(", ")}. ` : "Ainda não há artigos. ";
  return [
    {
      pointer: `/${FEATURED_POST_KEY}`,
      anchor: "value",
      message: `nenhum artigo tem o número ${chosen}: o blog ficaria sem o artigo escolhido para o destaque. ${which}Escolha um deles, ou deixe em branco para o mais novo ficar sempre em destaque`,
    },
  ];
}

/**
 * The posts as a visitor sees them (newest first, what is not published yet already left out), with `featured` set on
 * the one the blog shows on top: the chosen one while it is published, otherwise the newest.
 */
export function withFeaturedPost(posts: readonly LoadedPost[], site: Pick<Site, "featuredPost">): LoadedPost[] {
  const featured = posts.find((post) => post.id === site.featuredPost) ?? posts[0];
  return posts.map((post) => ({ ...post, featured: post === featured }));
}
