import { withBase } from "@/lib/base-path";
import type { IndexSource } from "@/lib/search/search-engine";
import { documentPath, partPath, SEARCH_MANIFEST_PATH, type IndexPart, type SearchDocument, type SearchManifest } from "@/lib/search/search-data";

/** The index's files, each fetched once per page (the HTTP cache revalidates them across pages). */
const files = new Map<string, Promise<unknown>>();

function fetchJson<T>(path: string): Promise<T> {
  let file = files.get(path);
  if (!file) {
    file = fetch(withBase(path)).then((response) => {
      if (!response.ok) throw new Error(`${path}: ${response.status}`);
      return response.json() as Promise<unknown>;
    });
    // A failed fetch is tried again by the next query, not remembered.
    file.catch(() => files.delete(path));
    files.set(path, file);
  }
  return file as Promise<T>;
}

/** The manifest the page script started fetching on the visitor's intent, while this code was on its way. */
export function adoptManifest(response: Promise<Response>): void {
  if (files.has(SEARCH_MANIFEST_PATH)) return;
  const manifest = response.then((answer) => {
    if (!answer.ok) throw new Error(`${SEARCH_MANIFEST_PATH}: ${answer.status}`);
    return answer.json() as Promise<unknown>;
  });
  manifest.catch(() => files.delete(SEARCH_MANIFEST_PATH));
  files.set(SEARCH_MANIFEST_PATH, manifest);
}

export function loadManifest(): Promise<SearchManifest> {
  return fetchJson<SearchManifest>(SEARCH_MANIFEST_PATH);
}

export async function indexSource(): Promise<IndexSource> {
  const manifest = await loadManifest();
  return { manifest, part: (index) => fetchJson<IndexPart>(partPath(manifest.version, index)) };
}

export function loadDocument(manifest: SearchManifest, id: number): Promise<SearchDocument> {
  return fetchJson<SearchDocument>(documentPath(manifest.version, id));
}
