import { withBase } from "@/lib/base-path";
import { postListDataPath, type PostListPage } from "./posts";

/** Content that could not be fetched; the error screen shows the message (in dev, the content check's own). */
export class ContentLoadError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "ContentLoadError";
  }
}

async function fetchJson<T>(path: string): Promise<T | null> {
  const response = await fetch(withBase(path));
  if (response.status === 404) return null;
  if (!response.ok) {
    // The dev server answers 500 with the content problems in pt-BR: worth showing as they are.
    const detail = response.headers.get("Content-Type")?.startsWith("application/json") ? "" : (await response.text()).slice(0, 2000);
    throw new ContentLoadError(response.status, `Conteúdo indisponível (HTTP ${response.status}).${detail ? `\n${detail}` : ""}`);
  }
  return (await response.json()) as T;
}

/** One page of the blog list ("Mostrar mais", the category filter); a missing file is an error too. */
export async function fetchPostListPage(list: string, page: number): Promise<PostListPage> {
  const result = await fetchJson<PostListPage>(postListDataPath(list, page));
  if (!result) throw new ContentLoadError(404, `Lista não encontrada: ${postListDataPath(list, page)}`);
  return result;
}
