import { describe, expect, it } from "vitest";
import { pencilMap } from "../../../src/build/payloads/pencil-map";
import { loadSiteContent } from "../../../src/engine/node/load-content";
import { cardsOf } from "../../../src/site/entry-server";
import { createFixture } from "../pipeline/fixture";

const title = (type: string) => `<${type}>`;

describe("what the build tells the pencils each page is made of", () => {
  it("a page's sections in the order it shows them, each with its index in the file, its cards and the entry each opens", async () => {
    const fixture = await createFixture();
    // The groups page's first section waits for its date: the page shows the others, whose places in the file stay.
    await fixture.edit("site-content/pages/celulas.json", '"type": "hero",', '"type": "hero",\n      "publishAt": "2026-12-01 08:00",');
    const loaded = await loadSiteContent(fixture.root, { now: new Date("2026-11-20T12:00:00-03:00") });
    if (!loaded.ok) throw new Error(loaded.problems.map((problem) => problem.message).join("\n"));
    const map = pencilMap(loaded.content, cardsOf, title);
    const groups = map.routes["/celulas"]?.sections ?? [];
    expect(groups.map((section) => section.target.path)).toEqual(["sections.1", "sections.2"]);
    const page = loaded.content.pages.find((candidate) => candidate.slug === "celulas");
    const shown = page?.page.sections[0];
    expect(shown?.type).toBe("group-list");
    const items = groups[0]?.items ?? [];
    expect(items.map((item) => item.target.path)).toEqual((shown && "groups" in shown ? shown.groups : []).map((_, index) => `sections.1.groups.${index}`));
    expect(items[0]).toMatchObject({ kind: "célula", target: { entry: "pages/celulas", type: "group-list" } });
    // A collection's cards open their own entries; a post's page opens the post.
    const ministries = Object.values(map.routes)
      .flatMap((entry) => entry.sections ?? [])
      .find((section) => section.target.type === "ministry-grid");
    expect(ministries?.items?.map((item) => item.target.entry)).toEqual(
      loaded.content.ministries.map((ministry) => `ministries/${(ministry as { slug?: string }).slug}`),
    );
    const post = loaded.content.posts[0];
    expect(map.routes[`/blog/${post?.id}`]).toEqual({ label: post?.title, target: { entry: `posts/${post?.slug}`, path: "" } });
    // A sermon's page opens the sermon; its series' page, the series.
    const sermon = loaded.content.sermons.find((candidate) => candidate.series);
    expect(map.routes[`/mensagens/${sermon?.slug}`]).toEqual({
      label: sermon?.title,
      kind: "mensagem",
      target: { entry: `sermons/${sermon?.slug}`, path: "" },
    });
    expect(map.routes[`/mensagens/series/${sermon?.series}`]?.target).toEqual({ entry: `series/${sermon?.series}`, path: "" });
    // Each event's page opens the event (and so does its card on the agenda, which links to that page).
    expect(loaded.content.events.length).toBeGreaterThan(0);
    for (const event of loaded.content.events)
      expect(map.routes[`/agenda/${event.slug}`]).toEqual({ label: event.title, kind: "evento", target: { entry: `events/${event.slug}`, path: "" } });
  });

  it("a church's page: its parts in the order it shows them, each opening its field; its pastors and células their own entries", async () => {
    const loaded = await loadSiteContent((await createFixture()).root);
    if (!loaded.ok) throw new Error(loaded.problems.map((problem) => problem.message).join("\n"));
    const map = pencilMap(loaded.content, cardsOf, title);
    const church = loaded.content.churches.find((candidate) => candidate.pastors?.length && !candidate.headquarters);
    if (!church) throw new Error("the fixture has no congregation with a pastor");
    const page = map.routes[`/nossas-igrejas/${church.slug}`];
    expect(page?.target).toEqual({ entry: `churches/${church.slug}`, path: "" });
    const sections = page?.sections ?? [];
    expect(sections.map((section) => section.target.path)).toEqual(["", "serviceTimes.0", "address", "phone", "pastors"]);
    expect(sections.every((section) => section.target.entry === `churches/${church.slug}`)).toBe(true);
    expect(sections[4]?.items?.map((item) => item.target.entry)).toEqual(church.pastors?.map((slug) => `people/${slug}`));
    // A célula that names a church is a card on that church's page, opening its item of the células page.
    const guarulhos = map.routes["/nossas-igrejas/guarulhos"]?.sections ?? [];
    expect(guarulhos.at(-1)?.items).toEqual([
      expect.objectContaining({ name: "Célula Guarulhos", kind: "célula", target: expect.objectContaining({ entry: "pages/celulas", type: "group-list" }) }),
    ]);
    // The footer's services on every page open the sede's file.
    const sede = loaded.content.churches.find((candidate) => candidate.headquarters);
    expect(map.sede).toEqual({ label: sede?.name, target: { entry: `churches/${sede?.slug}`, path: "serviceTimes.0" } });
  });
});
