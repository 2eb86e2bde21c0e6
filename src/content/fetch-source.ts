import { withBase } from "@/lib/base-path";
import { pageDataPath, type ContentSource, type PagePayload } from "./page-payload";

async function fetchJson<T>(path: string): Promise<T> {
  const response = await fetch(withBase(path));
  if (!response.ok) throw new Response("Conteúdo indisponível", { status: response.status });
  return (await response.json()) as T;
}

/** Browser side: each page's JSON is fetched on client navigation (first load uses the embedded copy). */
export const fetchSource: ContentSource = {
  loadPage: (slug) => fetchJson<PagePayload>(pageDataPath(slug)),
};
