import type { Page } from "@playwright/test";
import { FONTS_LATER_ATTRIBUTE } from "../../src/lib/web-fonts";
import { FONT_FAMILIES } from "../../src/lib/theme/font-families";
import { content, pagesWith } from "./support/content";
import { recordCspViolations, waitForWebFonts } from "./support/page-checks";
import { test, expect } from "./support/fixtures";

// src/lib/web-fonts.ts: a first visit paints with metric-matched fallbacks and fetches the fonts after its first screen.

/**
 * One route per kind of first screen (this is the tests' own site: what moves depends on the code's fallbacks, which
 * these exercise, not on one site's words): the home page's hero picture, a form below a hero, a page that opens
 * with a block of pictures instead of a hero, the blog list, and a post with its cover.
 */
/** The theme's two families, as their web fonts are named (src/lib/theme/font-families.ts). */
const BODY_FONT = FONT_FAMILIES[content.site.theme.fonts.body].web;
const HEADING_FONT = FONT_FAMILIES[content.site.theme.fonts.heading].web;
const FAMILY_COUNT = new Set([BODY_FONT, HEADING_FONT]).size;
const post = content.posts.find((candidate) => candidate.image) ?? content.posts[0];
const routes = [
  ...new Set(
    [
      "/",
      pagesWith("prayer-request")[0]?.page.route,
      content.pages.find((page) => page.slug !== "404" && page.page.sections[0]?.type !== "hero")?.route,
      pagesWith("post-list")[0]?.page.route,
      post && `/blog/${post.id}`,
    ].filter((route): route is string => Boolean(route)),
  ),
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

/** A phone, Lighthouse's phone (412 px, where one paragraph of an earlier fallback rewrapped) and a laptop. */
const WIDTHS = [390, 412, 1366];

for (const width of WIDTHS) {
  for (const route of routes) {
    test(`${route} at ${width} px: a first visit paints in the fallbacks, fetches the fonts after its first screen and switches without moving anything`, async ({
      browser,
      baseURL,
    }) => {
      // A first visit: a new browser profile, whose cache and storage are empty.
      const context = await browser.newContext({ baseURL, viewport: { width, height: width < 800 ? 844 : 900 } });
      const page = await context.newPage();
      const violations = await recordCspViolations(page);
      const paints = await recordPaints(page);
      await page.goto(route);
      await waitForWebFonts(page);
      const { shifts, lcp, fonts } = await paints();
      expect(fonts, "both fonts fetched").toHaveLength(FAMILY_COUNT);
      // The page script asks for the fonts once the browser reports the first screen presented (paint and element
      // timing); the largest paint is stamped with that same presentation, so a font asked for before it (beyond the
      // rounding of a frame) could have held the first screen up.
      for (const start of fonts) expect(start, "a font was asked for before the largest paint").toBeGreaterThan(lcp - ONE_FRAME_MS);
      const moved = shifts.reduce((sum, shift) => sum + shift.value, 0);
      expect(moved, JSON.stringify(shifts)).toBeLessThan(MOST_SHIFT);
      const body = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
      expect(body.startsWith(`"${BODY_FONT}"`), body).toBe(true);
      expect(await violations()).toEqual([]);
      await context.close();
    });
  }
}

test("a visitor whose browser has the fonts sees them from the first paint", async ({ page }) => {
  await page.goto("/");
  await waitForWebFonts(page);
  const paints = await recordPaints(page);
  await page.goto(routes[1] ?? "/");
  expect(await page.evaluate((attribute) => document.documentElement.hasAttribute(attribute), FONTS_LATER_ATTRIBUTE)).toBe(false);
  await page.evaluate(() => document.fonts.ready);
  expect((await paints()).shifts).toEqual([]);
  expect(
    await page.evaluate(([body, heading]) => document.fonts.check(`1em "${body}"`) && document.fonts.check(`700 1em "${heading}"`), [BODY_FONT, HEADING_FONT]),
  ).toBe(true);
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

test("the app manifest is announced by the page script once the first screen is shown, and names icons that are there", async ({
  browser,
  baseURL,
  request,
}) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const paints = await recordPaints(page);
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector('link[rel="manifest"]')) return;
      (window as unknown as { manifestAt: number }).manifestAt = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  const response = await page.goto("/");
  // Not in the HTML: a browser would fetch it, and its icon, as soon as the page loads.
  expect(await response?.text()).not.toMatch(/rel="manifest"/);
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  const { lcp } = await paints();
  expect(await page.evaluate(() => (window as unknown as { manifestAt: number }).manifestAt)).toBeGreaterThan(lcp - ONE_FRAME_MS);
  const manifest = (await (await request.get(href ?? "")).json()) as { icons: { src: string }[] };
  expect(manifest.icons.length).toBeGreaterThan(0);
  for (const icon of manifest.icons) expect((await request.get(icon.src)).status(), icon.src).toBe(200);
  await context.close();
});
