import { fullPageTitle } from "../../src/site/data/seo";
import { content } from "./support/content";
import { test, expect } from "./support/fixtures";

/**
 * How content renders, checked against whatever content the site was built from (site-content/ or
 * the content rehearsal's edited copy): every expectation is read from the content first.
 */
const { site } = content;
const pages = content.pages.filter((page) => page.slug !== "404");
type Section = (typeof pages)[number]["page"]["sections"][number];

/** The words a section puts in its own heading: a hero's title, any other block's heading. */
function headingOf(section: Section): string | undefined {
  if ("title" in section && typeof section.title === "string") return section.title;
  if ("heading" in section && typeof section.heading === "string") return section.heading;
  return undefined;
}

// One test visits every page, in one tab: a test of its own per page cost the browser's reset between tests (its cache
// emptied, its storage cleared) more than the check itself (docs/testing.md).
test("every page of the content shows its title, description and sections in the file's order", { tag: "@content" }, async ({ page: tab }) => {
  // The time it may take grows with the content.
  test.setTimeout(30_000 + pages.length * 4_000);
  for (const page of pages) {
    const response = await tab.goto(page.route);
    expect(response?.status(), page.route).toBe(200);
    await expect(tab, page.route).toHaveTitle(fullPageTitle(page.page.title, site));
    await expect(tab.locator('meta[name="description"]'), page.route).toHaveAttribute("content", page.page.description);

    const ids = page.page.sections.flatMap((section) => (section.id ? [section.id] : []));
    const shown = await tab.locator("main section[id]").evaluateAll((sections) => sections.map((section) => section.id));
    expect(
      shown.filter((id) => ids.includes(id)),
      `sections of ${page.file}`,
    ).toEqual(ids);

    const headings = page.page.sections.flatMap((section) => headingOf(section) ?? []);
    const onScreen = await tab.locator("main").getByRole("heading").allTextContents();
    const positions = headings.map((text) => onScreen.findIndex((heading) => heading.trim() === text.trim()));
    expect(
      positions.every((index) => index >= 0),
      `headings of ${page.file}: ${headings.join(" | ")}`,
    ).toBe(true);
    expect(positions, `order of the headings of ${page.file}`).toEqual([...positions].sort((a, b) => a - b));
  }
});

test.describe("the frame follows site.json", { tag: "@content" }, () => {
  // Which entry is marked as the current page: frame.spec.ts.
  test("the nav shows site.json's entries in order", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Principal" });
    await expect(nav.getByRole("link")).toHaveText(site.nav.map((item) => item.label));
    const hrefs = await nav.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs).toEqual(site.nav.map((item) => item.href));
  });

  test("every nav entry answers with a page", async ({ request }) => {
    for (const item of site.nav) expect((await request.get(item.href)).status(), item.href).toBe(200);
  });
});
