import type { Locator, Page } from "@playwright/test";
import { conditionHolds } from "../../src/lib/text-placeholders";
import { content, pagesWith, type SectionOf } from "./support/content";
import { test, expect } from "./support/fixtures";
import { proseWords } from "../../src/site/blocks/prose/prose-words";

/**
 * Each text block renders what its content says, on every page that uses it: the rules of the block,
 * checked against the content under test rather than against today's words.
 */
const regionOf = (page: Page, section: { heading?: string; id?: string }): Locator =>
  section.heading ? page.getByRole("region", { name: section.heading }) : page.locator(`#${section.id}`);

/** These texts are headings inside the region, in this order (other headings may sit between them). */
async function expectHeadingsInOrder(region: Locator, texts: string[]) {
  const onScreen = (await region.getByRole("heading").allTextContents()).map((text) => text.trim());
  const positions = texts.map((text) => onScreen.indexOf(text.trim()));
  expect(
    positions.every((index) => index >= 0),
    `${texts.join(" | ")} in ${onScreen.join(" | ")}`,
  ).toBe(true);
  expect(positions).toEqual([...positions].sort((a, b) => a - b));
}

test.describe("text blocks render their content", { tag: "@content" }, () => {
  for (const { page: where, section } of pagesWith("timeline")) {
    test(`timeline "${section.heading}" on ${where.route}: every milestone in order with its period`, async ({ page }) => {
      await page.goto(where.route);
      const region = regionOf(page, section);
      const items = region.getByRole("list").getByRole("listitem");
      await expect(items).toHaveCount(section.items.length);
      await expect(items.getByRole("heading")).toHaveText(section.items.map((item) => item.title));
      for (const [index, item] of section.items.entries()) await expect(items.nth(index)).toContainText(item.period);
    });
  }

  for (const { page: where, section } of pagesWith("feature-grid")) {
    test(`feature grid "${section.heading}" on ${where.route}: its paragraphs, figures, items and button`, async ({ page }) => {
      await page.goto(where.route);
      const region = regionOf(page, section);
      for (const paragraph of section.paragraphs ?? []) await expect(region).toContainText(paragraph);
      for (const stat of section.stats ?? []) await expect(region).toContainText(stat.label);
      await expectHeadingsInOrder(region, [...(section.itemsHeading ? [section.itemsHeading] : []), ...section.items.map((item) => item.title)]);
      if (section.action) await expect(region.getByRole("link", { name: section.action.label })).toHaveAttribute("href", section.action.href);
    });
  }

  for (const { page: where, section } of pagesWith("mission-vision")) {
    test(`mission and vision "${section.heading}" on ${where.route}: each statement`, async ({ page }) => {
      await page.goto(where.route);
      const region = regionOf(page, section);
      await expectHeadingsInOrder(
        region,
        section.statements.map((statement) => statement.title),
      );
      for (const statement of section.statements) await expect(region).toContainText(statement.text);
    });
  }

  for (const { page: where, section } of pagesWith("cta")) {
    test(`call to action "${section.heading}" on ${where.route}: its buttons lead where the content says`, async ({ page }) => {
      await page.goto(where.route);
      const region = regionOf(page, section);
      for (const action of section.actions) {
        const link = region.getByRole("link", { name: action.label });
        if (action.href.startsWith("whatsapp:")) await expect(link).toHaveAttribute("href", /^https:\/\/wa\.me\//);
        else await expect(link).toHaveAttribute("href", action.href);
      }
    });
  }

  for (const { page: where, section } of pagesWith("prose")) {
    test(`prose "${section.heading ?? section.id}" on ${where.route}: subheadings and lists in order, no placeholder left as typed`, async ({ page }) => {
      await page.goto(where.route);
      const region = regionOf(page, section);
      const shown = section.content.filter((item) =>
        conditionHolds("showIf" in item ? (item.showIf as Parameters<typeof conditionHolds>[0]) : undefined, content.site),
      );
      const subheadings = shown.filter((item): item is Extract<SectionOf<"prose">["content"][number], { kind: "subtitulo" }> => item.kind === "subtitulo");
      await expectHeadingsInOrder(
        region,
        subheadings.map((item) => item.text),
      );
      const lists = shown.filter((item) => item.kind === "lista");
      if (lists.length > 0) {
        const counts = await region
          .locator("ul, ol")
          .filter({ hasNot: page.getByRole("link", { name: /^#/ }) })
          .evaluateAll((els) => els.filter((el) => !el.closest("nav")).map((el) => el.children.length));
        expect(counts).toEqual(lists.map((item) => ("items" in item ? item.items.length : 0)));
      }
      expect(await region.textContent()).not.toMatch(/\{[a-z-]+\}/);
      const toc = region.getByRole("navigation", { name: proseWords(section).tocLabel });
      if (section.toc && (await toc.count()) > 0) {
        const last = toc.getByRole("link").last();
        const name = (await last.textContent()) ?? "";
        await last.click();
        await expect(region.getByRole("heading", { name, exact: true })).toBeInViewport();
      }
    });
  }
});
