import { describe, expect, it } from "vitest";
import { loadSiteContent } from "../../../src/engine/node/load-content";
import { createFixture, positionOf } from "./fixture";

const POST = "site-content/posts/2026-01-algo-novo-esta-brotando.json";

describe("free-text values shared by several files", () => {
  it("warns where a category or an author is spelt a little differently, naming the usual spelling", async () => {
    const fixture = await createFixture();
    const text = await fixture.read(POST);
    const post = JSON.parse(text) as { category: string; author: string };
    const looseCategory = post.category.normalize("NFD").replace(/\p{M}/gu, "");
    await fixture.edit(POST, `"category": "${post.category}"`, `"category": "${looseCategory}"`);
    await fixture.edit(POST, `"author": "${post.author}"`, `"author": "${post.author.toUpperCase()}"`);
    const result = await loadSiteContent(fixture.root);
    expect(result.ok).toBe(true);
    const edited = await fixture.read(POST);
    const mine = result.notes.filter((note) => note.file === POST);
    expect(mine).toContainEqual(
      expect.objectContaining({
        ...positionOf(edited, `"${looseCategory}"`),
        message: expect.stringMatching(new RegExp(`^/category: categoria "${looseCategory}" parece "${post.category}", usada em site-content/posts/`)),
      }),
    );
    // With one file on each side, the file later in name order is the one warned.
    const authors = result.notes.filter((note) => note.message.startsWith("/author: "));
    expect(authors).toHaveLength(1);
    expect(authors[0]?.message).toMatch(
      new RegExp(`^/author: autor "(${post.author}|${post.author.toUpperCase()})" parece "(${post.author}|${post.author.toUpperCase()})"`),
    );
  });

  it("leaves really different values alone", async () => {
    const fixture = await createFixture();
    const post = JSON.parse(await fixture.read(POST)) as { category: string };
    await fixture.edit(POST, `"category": "${post.category}"`, `"category": "Estudos Bíblicos"`);
    const result = await loadSiteContent(fixture.root);
    expect(result.notes.filter((note) => note.file === POST)).toEqual([]);
  });
});
