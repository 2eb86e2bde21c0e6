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

/** The lists as each post page worked them out before: a pass over every post, per post. */
function listsBefore(current: LoadedPost, posts: LoadedPost[]) {
  const others = posts.filter((other) => other.id !== current.id);
  return {
    related: others
      .filter((other) => other.category === current.category)
      .slice(0, RELATED_LIMIT)
      .map(toPostSummary),
    recent: others.slice(0, RECENT_LIMIT).map(toPostSummary),
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

  it("follow the list they are given, not one seen before", async () => {
    const first = [post(3, "Estudos"), post(2, "Estudos"), post(1, "Oração")];
    const second = [post(3, "Estudos"), post(1, "Estudos")];
    expect((await buildPostPayload(first[0] as LoadedPost, first, blog, describeImage)).related.map((p) => p.id)).toEqual([2]);
    expect((await buildPostPayload(second[0] as LoadedPost, second, blog, describeImage)).related.map((p) => p.id)).toEqual([1]);
    expect((await buildPostPayload(second[0] as LoadedPost, second, blog, describeImage)).categories).toEqual(["Estudos"]);
  });
});
