import { loadBlocksOf } from "@/blocks/block-loader";
import type { ContentSource, PagePayload } from "@/content/page-payload";
import type { PostPayload } from "@/content/posts";
import { preloadModules } from "@/lib/module-preload";
import { loadPostView } from "../post/post-view-loader";

/** What a route needs before it can render: a content page by slug, or a post by id. */
export type RouteRequest = { kind: "page"; slug: string } | { kind: "post"; id: number };

export function requestKey(request: RouteRequest): string {
  return request.kind === "page" ? `page:${request.slug}` : `post:${request.id}`;
}

/** A page's data and the code of the blocks it shows, so rendering it never waits for a chunk. */
export async function loadPage(source: ContentSource, slug: string): Promise<PagePayload> {
  const payload = await source.loadPage(slug);
  preloadModules(payload.modules);
  await loadBlocksOf(payload.page.sections);
  return payload;
}

/** A post's data (null when no post has the id) and the post view's code, fetched together. */
export async function loadPost(source: ContentSource, id: number): Promise<PostPayload | null> {
  const withModules = source.loadPost(id).then((payload) => {
    preloadModules(payload?.modules);
    return payload;
  });
  const [payload] = await Promise.all([withModules, loadPostView()]);
  return payload;
}

export function loadRequest(source: ContentSource, request: RouteRequest): Promise<PagePayload | PostPayload | null> {
  return request.kind === "page" ? loadPage(source, request.slug) : loadPost(source, request.id);
}

/** Before hydrating: the code that embedded data needs (the page's blocks, or the post view). */
export async function loadCodeFor(request: RouteRequest, payload: unknown): Promise<void> {
  if (request.kind === "post") return loadPostView();
  await loadBlocksOf((payload as PagePayload).page.sections);
}
