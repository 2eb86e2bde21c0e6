import { describe, expect, it } from "vitest";
import { loadFixtureSite } from "../../support/fixture-site";

// Whether the editors' site-content/ passes is npm run check's question (the first step of npm test and of a
// content pull request); here, on the tests' own site, how a valid folder is collected.
describe("a valid content folder", () => {
  it("is collected with routes, home first, the 404 page at /404 and the other pages in file-name order", async () => {
    const { pages, site } = await loadFixtureSite();
    expect(site.name).toBeTruthy();
    expect(pages[0]).toMatchObject({ slug: "inicio", route: "/", file: "tests/fixtures/site-content/pages/inicio.json" });
    expect(pages.find((page) => page.slug === "404")?.route).toBe("/404");
    const rest = pages.slice(1).map((page) => page.slug);
    expect(rest).toEqual([...rest].sort());
  });
});
