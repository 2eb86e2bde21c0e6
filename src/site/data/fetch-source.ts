import { withBase } from "@/lib/base-path";
import { postListDataPath, type PostListPage } from "./posts";

/**
 * One page of the blog list ("Mostrar mais", the category filter), as the build wrote it. Any failure (offline,
 * a missing file) rejects: the list then offers "Tentar novamente" (use-post-pages.ts).
 */
export async function fetchPostListPage(list: string, page: number): Promise<PostListPage> {
  const path = postListDataPath(list, page);
  const response = await fetch(withBase(path));
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return (await response.json()) as PostListPage;
}
