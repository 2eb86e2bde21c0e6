import type { Page } from "@playwright/test";
import { FONTS_LATER_ATTRIBUTE } from "../../src/lib/web-fonts";
import { content } from "./support/content";
import { recordCspViolations, waitForWebFonts } from "./support/page-checks";
import { test, expect } from "./support/fixtures";

// src/lib/web-fonts.ts: a first visit paints with metric-matched fallbacks and fetches the fonts after its first screen.

const post = content.posts[0];
const routes = [
  "/",
  ...content.pages.filter((page) => page.slug !== "404" && page.route !== "/").map((page) => page.route),
  ...(post ? [`/blog/${post.id}`] : []),
];

/** Layout shifts (not caused by input) and the last LCP candidate, recorded from the page's very start. */
async function recordPaints(page: Page) {
  await page.addInitScript(() => {
    const record = { shifts: [] as { value: number; at: number; sources: string[] }[], lcp: 0 };
    (window as unknown as { paints: typeof record }).paints = record;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] })[]) {
        if (entry.hadRecentInput) continue;
        const sources = (entry.sources ?? []).map((source) =>
          source.node instanceof Element ? source.node.outerHTML.slice(0, 80) : String(source.node?.nodeName),
        );
        record.shifts.push({ value: entry.value, at: entry.startTime, sources });
      }
    }).observe({ type: "layout-shift", buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) record.lcp = Math.max(record.lcp, entry.startTime);
    }).observe({ type: "largest-contentful-paint", buffered: true });
  });
  return () =>
    page.evaluate(() => {
      const { shifts, lcp } = (window as unknown as { paints: { shifts: { value: number; at: number; sources: string[] }[]; lcp: number } }).paints;
      const fonts = performance
        .getEntriesByType("resource")
        .filter((entry) => entry.name.endsWith(".woff2"))
        .map((entry) => entry.startTime);
      return { shifts, lcp, fonts };
    });
}

/**
 * The fallbacks are scaled to the fonts' average widths on this site's text (src/build/fonts/fallback-fonts.ts), so
 * nothing moves but a line that breaks one word earlier or later: a paragraph of the first screen may gain or
 * lose a line (a score of a few thousandths). A fallback off by a percent, or a width in `ch`, scores more.
 */
const MOST_SHIFT = 0.01;

/** One frame at 60 Hz. */
const ONE_FRAME_MS = 1000 / 60;

for (const width of [390, 1366]) {
  test(`at ${width} px a first visit paints in the fallbacks, fetches the fonts after its first screen and switches without moving anything`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(30_000 + routes.length * 4_000);
    for (const route of routes) {
      // Each route as a first visit: a new browser profile, whose cache and storage are empty.
      const context = await browser.newContext({ baseURL, viewport: { width, height: width < 800 ? 844 : 900 } });
      const page = await context.newPage();
      const violations = await recordCspViolations(page);
      const paints = await recordPaints(page);
      await page.goto(route);
      await waitForWebFonts(page);
      const { shifts, lcp, fonts } = await paints();
      expect(fonts, `${route}: both fonts fetched`).toHaveLength(2);
      // The page script asks for the fonts once the frame with the largest paint is committed; the browser stamps
      // that paint when the frame is presented, which on a busy machine can be a fraction of a frame later. A
      // request within that frame cannot have held the paint up; one a frame or more before it could.
      for (const start of fonts) expect(start, `${route}: a font was asked for before the largest paint`).toBeGreaterThan(lcp - ONE_FRAME_MS);
      const moved = shifts.reduce((sum, shift) => sum + shift.value, 0);
      expect(moved, `${route}: ${JSON.stringify(shifts)}`).toBeLessThan(MOST_SHIFT);
      const body = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
      expect(body, route).toMatch(/^"Inter Variable"/);
      expect(await violations(), route).toEqual([]);
      await context.close();
    }
  });
}

test("a visitor whose browser has the fonts sees them from the first paint", async ({ page }) => {
  await page.goto("/");
  await waitForWebFonts(page);
  const paints = await recordPaints(page);
  await page.goto(routes[1] ?? "/");
  expect(await page.evaluate((attribute) => document.documentElement.hasAttribute(attribute), FONTS_LATER_ATTRIBUTE)).toBe(false);
  await page.evaluate(() => document.fonts.ready);
  expect((await paints()).shifts).toEqual([]);
  expect(await page.evaluate(() => document.fonts.check('1em "Inter Variable"') && document.fonts.check('700 1em "Playfair Display Variable"'))).toBe(true);
});

test("without JavaScript the page is not marked and the fonts load as any web font does", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  const fonts: string[] = [];
  page.on("requestfinished", (request) => {
    if (request.url().endsWith(".woff2")) fonts.push(request.url());
  });
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  expect(await page.locator(`html[${FONTS_LATER_ATTRIBUTE}]`).count()).toBe(0);
  expect(fonts).toHaveLength(2);
  await context.close();
});
