import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { resolveSearchBlock, searchLabels, sectionSearch } from "@/site/entry-server";
import { loadSiteContent } from "../../../src/engine/node/load-content";
import type { SiteContent } from "../../../src/engine/core/kinds/types";
import { siteSearch } from "../../../src/build/search/site-search";
import { searchIndexFiles, PART_TARGET } from "../../../src/build/search/search-index";
import { runSearch, type IndexSource } from "../../../src/lib/search/search-engine";
import { documentPath, partPath, SEARCH_MANIFEST_PATH, type SearchDocument, type SearchEntry, type SearchManifest } from "../../../src/lib/search/search-data";
import { withContentFolder } from "../../support/content-copy";
import { FIXTURE_CONTENT, PROJECT_ROOT } from "../../support/fixture-site";

const server = { sectionSearch, resolveSearchBlock, searchLabels };

/** The fixture as the build reads it at a given instant (the events over by then are left out by the engine). */
async function fixtureAt(now: string): Promise<SiteContent> {
  return withContentFolder(FIXTURE_CONTENT, async () => {
    const result = await loadSiteContent(PROJECT_ROOT, { now: new Date(now) });
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    return result.content;
  });
}

/** The index's files read the way the browser reads them, counting which parts a search asked for. */
function memorySource(files: Map<string, string>) {
  const read = <T>(path: string): T => JSON.parse(files.get(path) ?? "null") as T;
  const manifest = read<SearchManifest>(SEARCH_MANIFEST_PATH);
  const asked: number[] = [];
  const source: IndexSource = {
    manifest,
    part: async (index) => {
      asked.push(index);
      return read(partPath(manifest.version, index));
    },
  };
  return { source, asked, document: (id: number) => read<SearchDocument>(documentPath(manifest.version, id)) };
}

/** The first five different pages a query finds (results are sections and items: "/sobre#historia" is /sobre). */
async function firstPages(files: Map<string, string>, query: string): Promise<string[]> {
  const { source, document } = memorySource(files);
  const { hits } = await runSearch(source, query);
  return [...new Set(hits.map((hit) => document(hit.id).href.split("#")[0] ?? ""))].slice(0, 5);
}

interface QueryCase {
  query: string;
  case: string;
  fixture: string[];
}
const queries = (JSON.parse(readFileSync(join(PROJECT_ROOT, "tests/fixtures/search-queries.json"), "utf8")) as { queries: QueryCase[] }).queries;

describe("the search index the build writes (src/build/search/)", async () => {
  const before = await fixtureAt("2026-10-01T12:00:00-03:00");
  const search = siteSearch(before, server);
  if (!search) throw new Error("o site de teste não tem página com o bloco de busca");
  const files = search.files();

  it.each(queries.filter((query) => query.fixture.length > 0))("finds $fixture for “$query” ($case)", async ({ query, fixture }) => {
    const pages = await firstPages(files, query);
    expect(pages).toEqual(expect.arrayContaining(fixture));
  });

  it("finds an entry by the words its editors added, and each item by its name, at its section", async () => {
    // oracao.json's "searchTerms" say "jejum"; nothing else on the fixture does.
    expect(await firstPages(files, "jejum")).toEqual(["/oracao"]);
    const { source, document } = memorySource(files);
    const ministry = before.ministries[0];
    const hits = (await runSearch(source, ministry?.name ?? "")).hits.map((hit) => document(hit.id));
    expect(hits[0]).toMatchObject({ kind: "ministry", title: ministry?.name, href: "/ministerios#nossos-ministerios" });
  });

  it("leaves out what the build leaves out: the events already over, the 404 page and the search page", async () => {
    const later = siteSearch(await fixtureAt("2026-11-20T12:00:00-03:00"), server)?.files() ?? new Map<string, string>();
    const titles = (files: Map<string, string>) =>
      [...files].filter(([path]) => /\/d\d+\.json$/.test(path)).map(([, text]) => JSON.parse(text) as SearchDocument);
    const event = (documents: SearchDocument[]) => documents.filter((document) => document.kind === "event").map((document) => document.title);
    expect(event(titles(files))).toContain("Clamor pelas Nações");
    expect(event(titles(later))).not.toContain("Clamor pelas Nações");
    expect(event(titles(later))).toContain("Culto de Encerramento e Consagração Missionária");
    expect(titles(files).map((document) => document.href.split("#")[0])).not.toContain("/busca");
    expect(titles(files).map((document) => document.href.split("#")[0])).not.toContain("/404");
  });

  it("splits a large index by the words' first letters, and a query fetches only the part its word starts with", async () => {
    const words = ["amor", "bondade", "caminho", "doutrina", "esperança", "fidelidade", "graça", "humildade", "igreja", "jejum"];
    const entries: SearchEntry[] = Array.from({ length: 600 }, (_, index) => ({
      kind: "post",
      title: `Estudo ${index}`,
      href: `/blog/${index + 1}`,
      text: words.map((word, at) => `${word}${(index * 7 + at) % 97} ${word}`).join(" "),
    }));
    const large = searchIndexFiles({ entries, route: "/busca", labels: searchLabels(resolveSearchBlock({ type: "search" })) });
    const { source, asked } = memorySource(large);
    expect(source.manifest.parts.length).toBeGreaterThan(3);
    for (const [path, text] of large) if (path.includes("/p")) expect(text.length, path).toBeLessThan(PART_TARGET * 1.5);
    const { hits } = await runSearch(source, "jejuns");
    expect(hits).toHaveLength(600);
    expect(asked).toHaveLength(1);
  });
});
