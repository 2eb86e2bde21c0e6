import { describe, expect, it } from "vitest";
import { buildPostPayload, toPostSummary } from "../../../src/build/payloads/post-payloads";
import type { LoadedPost } from "../../../src/engine/core/kinds/types";
import { RECENT_LIMIT, RELATED_LIMIT, type BlogInfo } from "@/site/data/posts";

const CATEGORIES = ["Estudos", "Mês Profético", "Oração", "Família", "Ação Social", "Única"];

function post(id: number, category: string): LoadedPost {
  return {
    id,
    category,
    featured: id === 7,
    title: `Artigo ${id}`,
    excerpt: "Texto.",
    versiculoChave: `Salmos ${id}:1`,
    author: "Equipe",
    date: `20${String(10 + (id % 15)).padStart(2, "0")}-01-01`,
    readTime: "3 min",
    image: { src: `/images/p${id % 4}.jpg`, alt: "Foto" },
    slug: `p${id}`,
    file: `p${id}.json`,
    html: `<p>corpo ${id}</p>`,
    bodyImages: [],
  } as LoadedPost;
}

/**
 * The lists worked out another way, over every post: recent, the newest others; related, the category's others sorted
 * by whether the sidebar lists them already, then by how far they are in the category's order (the newer first on a
 * tie), the first RELATED_LIMIT shown newest first.
 */
function listsBefore(current: LoadedPost, posts: LoadedPost[]) {
  const others = posts.filter((other) => other.id !== current.id);
  const recent = others.slice(0, RECENT_LIMIT);
  const category = posts.filter((other) => other.category === current.category);
  const place = (post: LoadedPost) => category.indexOf(post);
  const key = (other: LoadedPost) => {
    const offset = place(other) - place(current);
    return [recent.includes(other) ? 1 : 0, Math.abs(offset), offset > 0 ? 1 : 0];
  };
  const byKey = (a: LoadedPost, b: LoadedPost) => {
    const [ka, kb] = [key(a), key(b)];
    return ka.map((value, index) => value - (kb[index] ?? 0)).find((difference) => difference !== 0) ?? 0;
  };
  return {
    related: category
      .filter((other) => other !== current)
      .sort(byKey)
      .slice(0, RELATED_LIMIT)
      .sort((a, b) => place(a) - place(b))
      .map(toPostSummary),
    recent: recent.map(toPostSummary),
    categories: [...new Set(posts.map((p) => p.category))].sort((a, b) => a.localeCompare(b, "pt-BR")),
  };
}

const describeImage = async () => ({ width: 1200, height: 630, widths: [] });
const blog: BlogInfo = { name: "Blog", route: "/blog", newsletterHeading: "Receba as mensagens" };

describe("a post page's related and recent posts", () => {
  it("are the ones a pass over every post gave, whatever the post's category and place in the list", async () => {
    // Newest first, as the pipeline sorts them; categories from common to one of a kind.
    const posts = Array.from({ length: 40 }, (_, i) => post(40 - i, i === 25 ? "Única" : (CATEGORIES[(i * i) % 5] as string))).sort(
      (a, b) => b.date.localeCompare(a.date) || b.id - a.id,
    );
    let related = 0;
    for (const current of posts) {
      const payload = await buildPostPayload(current, posts, blog, describeImage);
      const { related: relatedBefore, recent, categories } = listsBefore(current, posts);
      expect({ related: payload.related, recent: payload.recent, categories: payload.categories }, `artigo ${current.id}`).toEqual({
        related: relatedBefore,
        recent,
        categories,
      });
      related += payload.related.length;
    }
    expect(related).toBeGreaterThan(100);
  });

  it("in a blog of one category, are never the same posts twice on a page: 'Leia também' shows the post's neighbours", async () => {
    const posts = Array.from({ length: 9 }, (_, i) => post(9 - i, "Mês Profético"));
    const ids = async (id: number) => {
      const payload = await buildPostPayload(posts.find((p) => p.id === id) as LoadedPost, posts, blog, describeImage);
      return { related: payload.related.map((p) => p.id), recent: payload.recent.map((p) => p.id) };
    };
    expect(await ids(8)).toEqual({ related: [5, 4, 3], recent: [9, 7, 6] });
    expect(await ids(5)).toEqual({ related: [6, 4, 3], recent: [9, 8, 7] });
    expect(await ids(1)).toEqual({ related: [4, 3, 2], recent: [9, 8, 7] });
  });

  it("follow the list they are given, not one seen before", async () => {
    const first = [post(3, "Estudos"), post(2, "Estudos"), post(1, "Oração")];
    const second = [post(3, "Estudos"), post(1, "Estudos")];
    expect((await buildPostPayload(first[0] as LoadedPost, first, blog, describeImage)).related.map((p) => p.id)).toEqual([2]);
    expect((await buildPostPayload(second[0] as LoadedPost, second, blog, describeImage)).related.map((p) => p.id)).toEqual([1]);
    expect((await buildPostPayload(second[0] as LoadedPost, second, blog, describeImage)).categories).toEqual(["Estudos"]);
  });
});
