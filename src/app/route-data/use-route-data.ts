import type { PagePayload } from "@/content/page-payload";
import type { PostPayload } from "@/content/posts";
import { useRouteDataContext } from "./route-data-context";
import { loadPage, loadPost, requestKey } from "./route-requests";

/** The page's payload with its blocks' code loaded; suspends while it is on its way. */
export function usePageData(slug: string): PagePayload {
  const { store, source } = useRouteDataContext();
  return store.read(requestKey({ kind: "page", slug }), () => loadPage(source, slug));
}

/** The post's payload (null for an unknown id) with the post view's code loaded; suspends meanwhile. */
export function usePostData(id: number): PostPayload | null {
  const { store, source } = useRouteDataContext();
  return store.read(requestKey({ kind: "post", id }), () => loadPost(source, id));
}
