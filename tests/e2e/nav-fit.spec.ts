import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import type { Site } from "../../src/types/generated/content";
import { fullNavContentWidth, fullNavMinWidth } from "../../src/site/app/layout/nav-fit";
import { TENTH_MENU_ENTRY } from "./support/fixture-variants";
import { SITE, WORDS } from "./support/site-routes";
import { test, expect } from "./support/fixtures";
import { waitForWebFonts } from "./support/page-checks";
import { fixtureSite, type TempSite } from "./support/temp-site";

/** Brand, menu and visit button as drawn, and whether the row overflows its bar or the page. */
async function headerRow(page: Page) {
  return page.evaluate((label) => {
    const bar = document.querySelector<HTMLElement>("header [data-no-js-wrap]");
    if (!bar) throw new Error("no header bar");
    const [brand, menu, visit] = [...bar.children].map((child) => child.getBoundingClientRect());
    const navList = document.querySelector(`nav[aria-label="${label}"] ul`)?.getBoundingClientRect();
    const style = getComputedStyle(bar);
    const inner = bar.getBoundingClientRect().right - parseFloat(style.paddingRight);
    return {
      used: (brand?.width ?? 0) + (navList?.width ?? 0) + (visit?.width ?? 0) + 2 * parseFloat(style.columnGap),
      rowRight: Math.max(visit?.right ?? 0, menu?.right ?? 0),
      inner,
      pageWidth: document.documentElement.scrollWidth,
    };
  }, WORDS.navigation.mainMenu);
}

test("the header's own estimate of the menu's width is never short of what the browser draws", { tag: "@content" }, async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto("/");
  await waitForWebFonts(page);
  const row = await headerRow(page);
  const estimate = fullNavContentWidth(SITE);
  expect(estimate).toBeGreaterThanOrEqual(row.used);
  // Close enough that the full menu is not given up needlessly (a font update would show here).
  expect(estimate - row.used).toBeLessThan(40);
});

let site: TempSite;

test.describe("a menu with the 10 entries site.json allows", () => {
  test.describe.configure({ mode: "serial", timeout: 180_000 });
  let breakpoint = 0;

  test.beforeAll(async () => {
    // site.schema.json allows 10 menu entries: the fixture site's "edited" variant has them (support/fixture-variants.ts).
    test.setTimeout(180_000);
    site = await fixtureSite("edited");
    const siteJson = JSON.parse(await readFile(join(site.root, "site-content/site.json"), "utf8")) as Site;
    expect(siteJson.nav).toHaveLength(10);
    breakpoint = fullNavMinWidth(siteJson);
  });

  test("shows the drawer where the row does not fit and the whole row where it does, never wider than the screen", async ({ page }) => {
    // Wider than 1366: ten entries do not fit a laptop's row, and do fit a desktop's.
    expect(breakpoint).toBeGreaterThan(1366);
    expect(breakpoint).toBeLessThan(1600);
    const nav = page.getByRole("navigation", { name: "Principal" });
    const menu = page.getByRole("button", { name: "Menu", exact: true });
    for (const width of [1280, 1366, breakpoint - 1, breakpoint, 1600, 1920]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${site.url}/`);
      await waitForWebFonts(page);
      const full = width >= breakpoint;
      await expect(full ? nav : menu, `${width}`).toBeVisible();
      await expect(full ? menu : nav, `${width}`).toBeHidden();
      const row = await headerRow(page);
      expect(row.pageWidth, `${width}: no sideways scroll`).toBeLessThanOrEqual(width);
      expect(row.rowRight, `${width}: the row stays inside the bar`).toBeLessThanOrEqual(row.inner + 0.5);
      if (full) await expect(nav.getByRole("link")).toHaveCount(10);
    }

    await page.setViewportSize({ width: 1366, height: 800 });
    await page.goto(`${site.url}/`);
    await menu.click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer.getByRole("navigation").getByRole("link")).toHaveCount(10);
    await drawer.getByRole("link", { name: TENTH_MENU_ENTRY.label }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Termos de Uso");
  });

  test("the switch is in the pre-rendered page, so hydration moves nothing", async ({ request }) => {
    const html = await (await request.get(`${site.url}/`)).text();
    expect(html).toContain(`@media (min-width: ${breakpoint}px)`);
  });
});
