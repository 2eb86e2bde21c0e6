import { describe, expect, it } from "vitest";
import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { loadSiteContent } from "../../../src/engine/node/load-content";
import { createFixture } from "./fixture";

describe("loadSiteContent", () => {
  it("reports stray files in a content folder as notes, not problems", async () => {
    const fixture = await createFixture();
    await fixture.write("site-content/pages/rascunho.txt", "ideias");
    const result = await loadSiteContent(fixture.root);
    expect(result.notes).toContainEqual({
      file: "site-content/pages/rascunho.txt",
      message: "ignorado: só arquivos .json desta pasta viram páginas",
    });
    expect(await fixture.newProblems()).toEqual([]);
  });

  it("reports a missing site.json at the file itself", async () => {
    const fixture = await createFixture();
    await fixture.remove("site-content/site.json");
    expect(await fixture.newProblems()).toContainEqual({
      file: "site-content/site.json",
      line: 1,
      column: 1,
      pointer: "",
      message: "arquivo não encontrado: site-content/site.json é obrigatório",
    });
  });
});

describe("a post without its own image", () => {
  /** Drops the "image" of every fixture post and gives each a number from `ids`. */
  async function postsWithoutImages(fixture: Awaited<ReturnType<typeof createFixture>>, ids: number[]) {
    const files = (await readdir(join(fixture.root, "site-content/posts"))).filter((name) => name.endsWith(".json")).sort();
    for (const [index, name] of files.entries()) {
      const file = `site-content/posts/${name}`;
      const { image: _image, ...post } = JSON.parse(await fixture.read(file)) as Record<string, unknown>;
      await fixture.write(file, `${JSON.stringify({ ...post, id: ids[index] }, null, 2)}\n`);
    }
    return files.length;
  }

  it("takes site.json's postImages by its number, and the first past the end of the list", async () => {
    const fixture = await createFixture();
    const site = JSON.parse(await fixture.read("site-content/site.json")) as { postImages: { src: string }[]; seo: { image: { src: string } } };
    const count = await postsWithoutImages(fixture, [2, site.postImages.length + 1, 9999].concat(Array.from({ length: 20 }, (_, i) => 100 + i)));
    const result = await loadSiteContent(fixture.root);
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    const imageOf = (id: number) => result.content.posts.find((post) => post.id === id)?.image;
    expect(count).toBeGreaterThanOrEqual(3);
    expect(imageOf(2)).toEqual(site.postImages[1]);
    expect(imageOf(site.postImages.length + 1)).toEqual(site.postImages[0]);
    expect(imageOf(9999)?.alt).not.toBe("");
  });

  it("takes the sharing image when site.json lists no postImages", async () => {
    const fixture = await createFixture();
    const site = JSON.parse(await fixture.read("site-content/site.json")) as Record<string, unknown> & { seo: { image: unknown } };
    delete site.postImages;
    await fixture.write("site-content/site.json", `${JSON.stringify(site, null, 2)}\n`);
    await postsWithoutImages(
      fixture,
      Array.from({ length: 30 }, (_, i) => i + 1),
    );
    const result = await loadSiteContent(fixture.root);
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    expect(result.content.posts.every((post) => JSON.stringify(post.image) === JSON.stringify(site.seo.image))).toBe(true);
  });
});
