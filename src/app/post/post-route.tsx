import { Suspense } from "react";
import { Navigate, useParams } from "react-router-dom";
import { parsePostId } from "@/content/posts";
import { PageLoading } from "../page-loading";
import { usePostData } from "../route-data/use-route-data";
import { loadedPostView } from "./post-view-loader";

function LoadedPost({ id }: { id: number }) {
  const payload = usePostData(id);
  if (!payload) return <Navigate to="/blog" replace />;
  const PostView = loadedPostView();
  return <PostView payload={payload} />;
}

/**
 * /blog/{id}. Unknown, zero, negative or non-numeric ids go back to the list, replacing the bad
 * entry in the history (spec). The Suspense boundary is new for each id, so during client
 * navigation the visitor sees the spec's "Carregando..." instead of the previous page.
 */
export function PostRoute() {
  const id = parsePostId(useParams().id);
  if (id === null) return <Navigate to="/blog" replace />;
  return (
    <Suspense key={id} fallback={<PageLoading />}>
      <LoadedPost id={id} />
    </Suspense>
  );
}
