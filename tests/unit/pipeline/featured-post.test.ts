import { describe, expect, it } from "vitest";
import { loadSiteContent } from "../../../src/engine/node/load-content";
import { createFixture, type Fixture } from "./fixture";

// The fixture's posts (the tests own them): 9 (6 September 2026, the newest), 8 (2 August) and 1 (4 January).
const SITE = "site-content/site.json";
const NEWEST = "site-content/posts/2026-09-um-ano-coroado-de-bondade.json";
const BEFORE = new Date("2026-11-01T07:59:00-03:00");
const AFTER = new Date("2026-11-01T08:00:00-03:00");

/** site.json with "Artigo em destaque" set, as the editor writes it. */
const choose = (fixture: Fixture, id: number) => fixture.edit(SITE, '"postImages": [', `"featuredPost": ${id},\n  "postImages": [`);

async function featuredAt(fixture: Fixture, now?: Date) {
  const result = await loadSiteContent(fixture.root, now ? { now } : {});
  if (!result.ok) throw new Error(result.problems.map((problem) => problem.message).join("\n"));
  return { featured: result.content.posts.filter((post) => post.featured).map((post) => post.id), notes: result.notes };
}

describe("the blog's featured post: the one site.json chooses, or the newest", () => {
  it("without a choice, the newest post is the only one featured", async () => {
    const fixture = await createFixture();
    expect((await featuredAt(fixture)).featured).toEqual([9]);
  });

  it("choosing another post is one field of one file: that post, and only it, is featured", async () => {
    const fixture = await createFixture();
    await choose(fixture, 1);
    expect(await fixture.newProblems()).toEqual([]);
    expect((await featuredAt(fixture)).featured).toEqual([1]);
  });

  it("a number no post has is refused at the field, naming the newest posts", async () => {
    const fixture = await createFixture();
    await choose(fixture, 12);
    const problems = await fixture.newProblems();
    expect(problems).toEqual([expect.objectContaining({ file: SITE, pointer: "/featuredPost" })]);
    expect(problems[0]?.message).toBe(
      "nenhum artigo tem o número 12: o blog ficaria sem o artigo escolhido para o destaque. Os mais novos: 9 (“Um ano coroado de bondade”), 8 (“Derramarei o meu Espírito”), 1 (“Algo novo está brotando”). Escolha um deles, ou deixe em branco para o mais novo ficar sempre em destaque",
    );
  });

  it("a scheduled newest post becomes the featured one by itself at its hour; until then the newest published is", async () => {
    const fixture = await createFixture();
    await fixture.edit(NEWEST, '"category": "', '"publishAt": "2026-11-01 08:00",\n  "category": "');
    expect((await featuredAt(fixture, BEFORE)).featured).toEqual([8]);
    expect((await featuredAt(fixture, AFTER)).featured).toEqual([9]);
  });

  it("a chosen post still scheduled gives the top to the newest until it appears, and the check says so at the choice", async () => {
    const fixture = await createFixture();
    const ONE = "site-content/posts/2026-01-algo-novo-esta-brotando.json";
    await fixture.edit(ONE, '"category": "', '"publishAt": "2026-11-01 08:00",\n  "category": "');
    await choose(fixture, 1);
    const before = await featuredAt(fixture, BEFORE);
    expect(before.featured).toEqual([9]);
    expect(before.notes).toContainEqual(
      expect.objectContaining({
        file: SITE,
        line: expect.any(Number),
        message:
          'o artigo em destaque, 1 ("Algo novo está brotando"), ainda não aparece no site: até ele aparecer, o destaque é o mais novo, 9 ("Um ano coroado de bondade")',
      }),
    );
    const after = await featuredAt(fixture, AFTER);
    expect(after.featured).toEqual([1]);
    expect(after.notes.map((note) => note.message)).not.toContainEqual(expect.stringContaining("o artigo em destaque"));
  });
});

describe("who approves the editor's changes", () => {
  it("is the editor's alone: the content every output is made from leaves it out", async () => {
    const fixture = await createFixture();
    expect(JSON.parse(await fixture.read(SITE))).toHaveProperty("approver.whatsapp");
    const result = await loadSiteContent(fixture.root);
    if (!result.ok) throw new Error(result.problems.map((problem) => problem.message).join("\n"));
    expect(result.content.site).not.toHaveProperty("approver");
  });
});
