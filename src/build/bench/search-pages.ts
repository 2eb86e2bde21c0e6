import { readdir, readFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { gzipSync } from "node:zlib";
import { foldedWords } from "../../lib/search/fold";
import { runSearch, type IndexSource } from "../../lib/search/search-engine";
import { documentPath, partPath, SEARCH_DATA_FOLDER, SEARCH_MANIFEST_PATH, type SearchDocument, type SearchManifest } from "../../lib/search/search-data";

/** One line of tests/fixtures/search-queries.json. */
export interface SearchQuery {
  query: string;
  case: string;
  /** A page holding one of these words answers the query. */
  words: string[];
}

/** Pages neither tool should offer: the search page itself (it lists everything) and the 404 page. */
const NOT_SEARCHED = new Set(["/busca", "/404"]);

/** The built pages a search may lead to, by route, with the HTML file they are in. */
export async function builtPages(dist: string): Promise<{ route: string; file: string }[]> {
  const entries = await readdir(dist, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => relative(dist, join(entry.parentPath, entry.name)))
    .filter((file) => !file.startsWith("admin/") && !file.startsWith("pagefind"))
    .map((file) => ({ file, route: file === "index.html" ? "/" : `/${file.replace(/\.html$/, "")}` }))
    .filter(({ route }) => !NOT_SEARCHED.has(route));
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", nbsp: " " };

/** The words a visitor reads in a page's <main>, folded. */
async function mainWords(dist: string, file: string): Promise<Set<string>> {
  const html = await readFile(join(dist, file), "utf8");
  const main = /<main[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? "";
  const text = main
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&(#?\w+);/g, (whole, name: string) => ENTITIES[name] ?? whole);
  return new Set(foldedWords(text));
}

/** For each query, the pages that hold one of its words: an answer a visitor would accept. */
export async function relevantPages(dist: string, queries: readonly SearchQuery[]): Promise<Map<string, Set<string>>> {
  const pages = await builtPages(dist);
  const words = await Promise.all(pages.map(async (page) => ({ route: page.route, words: await mainWords(dist, page.file) })));
  return new Map(
    queries.map((query) => {
      const wanted = query.words.flatMap((word) => foldedWords(word));
      return [query.query, new Set(words.filter((page) => wanted.some((word) => page.words.has(word))).map((page) => page.route))];
    }),
  );
}

/**
 * Whether the first five pages found answer a query: every relevant page when there are five or fewer; when
 * there are more, only relevant pages (a page that shows the word only on another post's card counts as
 * relevant, so a tool need not find five of those). Undefined when no page of the site holds the query's
 * words: there is nothing to find.
 */
export function answers(firstFive: readonly string[], relevant: ReadonlySet<string>): boolean | undefined {
  if (relevant.size === 0) return undefined;
  if (relevant.size <= 5) return [...relevant].every((route) => firstFive.includes(route));
  return firstFive.length > 0 && firstFive.every((route) => relevant.has(route));
}

/** This site's index, read from the built files: the same engine the browser runs. */
export async function firstFivePages(dist: string, query: string): Promise<string[]> {
  const read = async <T>(path: string) => JSON.parse(await readFile(join(dist, path), "utf8")) as T;
  const manifest = await read<SearchManifest>(SEARCH_MANIFEST_PATH);
  const source: IndexSource = { manifest, part: (index) => read(partPath(manifest.version, index)) };
  const { hits } = await runSearch(source, query);
  const pages: string[] = [];
  for (const hit of hits) {
    const { href } = await read<SearchDocument>(documentPath(manifest.version, hit.id));
    const route = href.split("#")[0] ?? href;
    if (!pages.includes(route)) pages.push(route);
    if (pages.length === 5) break;
  }
  return pages;
}

/** Every file under a folder of dist/, gzipped as a server sends it (files already compressed count as they are). */
export async function folderBytes(dist: string, folder: string): Promise<number> {
  const root = join(dist, folder);
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  let total = 0;
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const bytes = await readFile(join(entry.parentPath, entry.name));
    total += entry.name.includes(".pf_") ? bytes.length : gzipSync(bytes).length;
  }
  return total;
}

export const OWN_INDEX_FOLDER = SEARCH_DATA_FOLDER.slice(1);
