import { describe, expect, it } from "vitest";
import { postCategories, postListData, postListFiles, splitIntoPages } from "../../../src/build/payloads/post-lists";
import type { LoadedPost } from "../../../src/engine/core/kinds/types";
import { categorySlug, POST_LIST_PAGE_SIZE, postListDataPath } from "@/site/data/posts";

function post(id: number, category: string, featured = false): LoadedPost {
  return {
    id,
    category,
    featured,
    title: `Artigo ${id}`,
    excerpt: "Texto.",
    versiculoChave: "Salmos 1:1",
    author: "Equipe",
    date: "2026-01-01",
    readTime: "3 min",
    image: { src: `/images/p${id}.jpg`, alt: "Foto" },
    slug: `p${id}`,
    file: `p${id}.json`,
    html: "<p>corpo</p>",
  } as LoadedPost;
}

describe("categorySlug", () => {
  it("lowercases, drops accents and turns everything else into single dashes", () => {
    expect(categorySlug("Mês Profético")).toBe("mes-profetico");
    expect(categorySlug("  Oração & Jejum!! ")).toBe("oracao-jejum");
    expect(categorySlug("Ação_Social 2026")).toBe("acao-social-2026");
    expect(categorySlug("Çedilha/Ñandu")).toBe("cedilha-nandu");
    expect(categorySlug("???")).toBe("");
  });
});

describe("splitIntoPages", () => {
  it("cuts full pages and a shorter last one", () => {
    expect(splitIntoPages([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(splitIntoPages([1, 2, 3, 4], 2)).toEqual([
      [1, 2],
      [3, 4],
    ]);
  });
  it("keeps one empty page for an empty list, so page 1 always exists", () => {
    expect(splitIntoPages([], 12)).toEqual([[]]);
  });
  it("rejects a page size below one", () => {
    expect(() => splitIntoPages([1], 0)).toThrow();
  });
});

describe("blog list data", () => {
  const posts = [post(40, "Estudos", true), ...Array.from({ length: 30 }, (_, i) => post(39 - i, i % 3 === 0 ? "Estudos" : "Mês Profético"))];

  it("gives unique slugs, never 'todos', and counts the featured post in its category", () => {
    const categories = postCategories([...posts, post(1, "estudos"), post(2, "Todos"), post(3, "!!")]);
    expect(categories.map((c) => c.slug)).toEqual(["categoria", "estudos", "estudos-2", "mes-profetico", "todos-2"]);
    expect(categories.find((c) => c.name === "Estudos")?.count).toBe(11);
  });

  it("embeds the featured post and only the first page in the page payload", () => {
    const data = postListData(posts);
    expect(data.featured?.id).toBe(40);
    expect(data.first.map((p) => p.id)).toEqual(posts.slice(1, 1 + POST_LIST_PAGE_SIZE).map((p) => p.id));
    expect(data).toMatchObject({ total: 30, pageCount: 3 });
    expect(data.first[0]).not.toHaveProperty("html");
  });

  it("writes every page of every list, without the featured post", async () => {
    const files = await postListFiles(posts, async () => ({ width: 10, height: 10, widths: [] }));
    expect([...files.keys()]).toContain(postListDataPath("todos", 3));
    expect(files.get(postListDataPath("todos", 3))?.posts).toHaveLength(6);
    const estudos = files.get(postListDataPath("estudos", 1));
    expect(estudos).toMatchObject({ page: 1, pageCount: 1, total: 10 });
    expect(estudos?.posts.some((p) => p.id === 40)).toBe(false);
    expect(Object.keys(estudos?.images ?? {})).toHaveLength(10);
    expect(files.get(postListDataPath("mes-profetico", 2))?.posts).toHaveLength(8);
  });
});
