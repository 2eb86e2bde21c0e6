import { weekdayName, type Weekday } from "../../src/lib/time";
import { groupCount, joinMessage } from "../../src/site/blocks/group-list/group-text";
import { groupListWords } from "../../src/site/blocks/group-list/group-list-words";
import { firstPageWith } from "./support/content";
import { test, expect } from "./support/fixtures";

// The small groups (group-list block): a filter by day and region in plain page script, and a WhatsApp
// link per group that names it. Expectations come from the content.

const found = firstPageWith("group-list");
const groups = found?.section.groups ?? [];
const words = groupListWords(found?.section);

test.describe("the small groups", { tag: "@content" }, () => {
  test.skip(!found, "nenhuma página tem a lista de células");
  const route = found?.page.route ?? "/";
  const cards = (page: import("@playwright/test").Page) => page.getByRole("article");

  test("every group shows, each with a WhatsApp link whose message names it", async ({ page }) => {
    await page.goto(route);
    await expect(cards(page)).toHaveCount(groups.length);
    for (const group of groups) {
      const card = cards(page).filter({ has: page.getByRole("heading", { name: group.name, exact: true }) });
      const href = await card.getByRole("link", { name: new RegExp(`^${words.participate}`) }).getAttribute("href");
      expect(new URL(href ?? "").searchParams.get("text")).toBe(joinMessage(group, words.participateMessage));
    }
  });

  test("filtering by day and by region keeps the matching groups and says how many", async ({ page }) => {
    await page.goto(route);
    const day = groups[0]!.day as Weekday;
    const byDay = groups.filter((group) => group.day === day);
    await page.getByLabel(words.filter.day).selectOption(day);
    await expect(cards(page)).toHaveCount(byDay.length);
    await expect(page.locator("[data-filter-count]")).toHaveText(groupCount(byDay.length, words));
    for (const group of byDay) await expect(cards(page).filter({ hasText: group.name }).first()).toContainText(weekdayName(day, "plural"));

    const region = groups[0]!.region;
    const both = byDay.filter((group) => group.region === region);
    await page.getByLabel(words.filter.region).selectOption(region);
    await expect(cards(page)).toHaveCount(both.length);

    await page.getByLabel(words.filter.day).selectOption("");
    await page.getByLabel(words.filter.region).selectOption("");
    await expect(cards(page)).toHaveCount(groups.length);
  });

  test("a day and region with no group says so", async ({ page }) => {
    const regions = [...new Set(groups.map((group) => group.region))];
    const days = [...new Set(groups.map((group) => group.day))];
    const empty = days
      .flatMap((day) => regions.map((region) => ({ day, region })))
      .find(({ day, region }) => !groups.some((g) => g.day === day && g.region === region));
    test.skip(!empty, "todas as combinações de dia e região têm célula");
    await page.goto(route);
    await page.getByLabel(words.filter.day).selectOption(empty!.day);
    await page.getByLabel(words.filter.region).selectOption(empty!.region);
    await expect(cards(page)).toHaveCount(0);
    await expect(page.getByText(words.filter.noMatch)).toBeVisible();
  });

  test("without JavaScript every group shows and the filter does not", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto(route);
    await expect(cards(page)).toHaveCount(groups.length);
    await expect(page.getByLabel(words.filter.day)).toBeHidden();
    await context.close();
  });
});
