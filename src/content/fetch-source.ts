import { withBase } from "@/lib/base-path";
import { pageDataPath, type ContentSource, type PagePayload } from "./page-payload";
import { postDataPath, postListDataPath, type PostListPage, type PostPayload } from "./posts";

async function fetchJson<T>(path: string): Promise<T | null> {
  const response = await fetch(withBase(path));
  if (response.status === 404) return null;
  if (!response.ok) throw new Response("Conteúdo indisponível", { status: response.status });
  return (await response.json()) as T;
}

/** Browser side: each page's JSON is fetched on client navigation (first load uses the embedded copy). */
export const fetchSource: ContentSource = {
  loadPage: async (slug) => {
    const payload = await fetchJson<PagePayload>(pageDataPath(slug));
    if (!payload) throw new Response("Página não encontrada", { status: 404 });
    return payload;
  },
  loadPost: (id) => fetchJson<PostPayload>(postDataPath(id)),
};

/** One page of the blog list ("Mostrar mais", the category filter); a missing file is an error too. */
export async function fetchPostListPage(list: string, page: number): Promise<PostListPage> {
  const result = await fetchJson<PostListPage>(postListDataPath(list, page));
  if (!result) throw new Response("Lista não encontrada", { status: 404 });
  return result;
}
