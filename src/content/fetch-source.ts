import { withBase } from "@/lib/base-path";
import { pageDataPath, type ContentSource, type PagePayload } from "./page-payload";
import { postDataPath, type PostPayload } from "./posts";

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
