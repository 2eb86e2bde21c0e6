import type { Page } from "@playwright/test";
import { content, firstPageWith, newsletterBoxWords, newsletterFormName } from "./support/content";
import { recordCspViolations, waitForPageScripts } from "./support/page-checks";
import { test, expect } from "./support/fixtures";
import { PENCILS_FLAG } from "../../src/lib/pencils-flag";
import { PROPS_KEPT_INLINE } from "../../src/build/island-props-files";
import { FIRST_SCREEN_TIMING } from "../../src/lib/first-screen";
import { LATE_SCRIPT_ATTRIBUTE } from "../../src/lib/page-script-guard";

// docs/architecture.md, "Static first": every page is whole in its HTML; React loads only with an island.

/** The scripts a page fetched, by path. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

const islandTypes = new Set(["contact-form", "newsletter", "post-list"]);
const quietPage = content.pages.find((page) => page.slug !== "404" && page.page.sections.every((section) => !islandTypes.has(section.type)));
const post = content.posts[0];

test.describe("pages without islands", { tag: "@content" }, () => {
  test("load one small script and no React", async ({ page }) => {
    test.skip(!quietPage, "todas as páginas têm uma ilha");
    const scripts = recordScripts(page);
    await page.goto(quietPage?.route ?? "/");
    await page.waitForLoadState("networkidle");
    expect(scripts).toHaveLength(1);
    expect(await page.locator("[data-island]").count()).toBe(0);
  });

  test("a post loads React only when the visitor starts on its newsletter form, and keeps what was typed", async ({ page }) => {
    test.skip(!post, "não há artigos");
    const scripts = recordScripts(page);
    await page.goto(`/blog/${post?.id}`);
    await page.waitForLoadState("networkidle");
    expect(scripts).toHaveLength(1);
    const form = page.getByRole("form", { name: newsletterFormName });
    await form.getByLabel(newsletterBoxWords.emailLabel).fill("sem-arroba");
    await form.getByRole("button", { name: newsletterBoxWords.subscribe }).click();
    // The island woke on that first touch; the send waited for it and now shows React's validation.
    await expect(form.getByText(newsletterBoxWords.emailInvalid)).toBeVisible();
    await expect(form.getByLabel(newsletterBoxWords.emailLabel)).toHaveValue("sem-arroba");
    expect(scripts.length).toBeGreaterThan(1);
  });
});

/** One route per kind of first screen: a hero picture, text, a post's cover. */
const coverPost = content.posts.find((candidate) => candidate.image);
const firstScreenRoutes = [
  ...new Set(
    [
      content.pages.find((page) => page.page.sections[0]?.type === "hero")?.route,
      content.pages.find((page) => page.slug !== "404" && page.page.sections[0]?.type !== "hero")?.route,
      coverPost && `/blog/${coverPost.id}`,
    ].filter((route): route is string => Boolean(route)),
  ),
];

for (const route of firstScreenRoutes) {
  test(`${route}: the page's script is asked for only once the first screen is presented, its picture included`, async ({ browser, baseURL }) => {
    // A first visit on Lighthouse's phone: whatever arrives before the largest paint is presented counts in it.
    const context = await browser.newContext({ baseURL, viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    await page.goto(route);
    await waitForPageScripts(page);
    const { scriptAsked, firstPaint, picture } = await page.evaluate(
      ([lateScript, timing]) => {
        const src = (document.querySelector(`[${lateScript}]`) as HTMLScriptElement).src;
        const entry = (type: string) =>
          new Promise<PerformanceEntryList>((found) => new PerformanceObserver((list) => found(list.getEntries())).observe({ type, buffered: true }));
        const hero = document.querySelector<HTMLImageElement>(`img[elementtiming="${timing}"]`);
        return Promise.all([entry("paint"), hero ? entry("element") : Promise.resolve([])]).then(([paints, elements]) => ({
          scriptAsked: performance.getEntriesByName(src)[0]?.startTime ?? NaN,
          firstPaint: paints.find((paint) => paint.name === "first-contentful-paint")?.startTime ?? NaN,
          picture: hero
            ? ((elements as (PerformanceEntry & { element: Element | null; renderTime: number })[]).find((e) => e.element === hero)?.renderTime ?? NaN)
            : 0,
        }));
      },
      [LATE_SCRIPT_ATTRIBUTE, FIRST_SCREEN_TIMING] as const,
    );
    expect(firstPaint, "the first paint was reported").toBeGreaterThan(0);
    expect(picture, "the first screen's picture was presented").not.toBeNaN();
    expect(scriptAsked, "the page's script was asked for before its first screen was presented").toBeGreaterThan(Math.max(firstPaint, picture));
    await context.close();
  });
}

test("the tab icon is drawn from the page itself, under the CSP: no request for it while the first screen is drawn", async ({ page }) => {
  const violations = await recordCspViolations(page);
  await page.goto("/");
  const href = (await page.locator('link[rel="icon"][type="image/svg+xml"]').getAttribute("href")) ?? "";
  expect(href).toMatch(/^data:image\/svg\+xml,/);
  const drawn = await page.evaluate(async (source) => {
    const image = new Image();
    image.src = source;
    await image.decode();
    return image.naturalWidth > 0;
  }, href);
  expect(drawn).toBe(true);
  expect(await violations()).toEqual([]);
});

test("a page the icon file brings into the first window draws its icons below the first screen from it, under the CSP; the others ask for no file", async ({
  page,
  request,
}) => {
  // Which pages use the file is the build's call, page by page (src/build/icon-sprite.ts): read from the pages served.
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const routes = [...sitemap.matchAll(/<loc>[^<]*?(\/[^<]*)<\/loc>/g)].map((match) => new URL(match[1] ?? "/", "http://x").pathname);
  const sprited: string[] = [];
  const inline: string[] = [];
  for (const route of routes) ((await (await request.get(route)).text()).includes("<use href=") ? sprited : inline).push(route);
  expect(sprited.length, "the tests' site has a page that needs the icon file").toBeGreaterThan(0);
  expect(inline.length).toBeGreaterThan(0);
  const violations = await recordCspViolations(page);
  const iconFiles = new Set<string>();
  page.on("response", (response) => {
    if (response.request().resourceType() !== "document" && /\/icons-[\w-]+\.svg$/.test(new URL(response.url()).pathname))
      iconFiles.add(`${response.status()} ${response.url()}`);
  });
  await page.goto(inline[0] ?? "/");
  await page.waitForLoadState("load");
  expect(iconFiles.size, `${inline[0]}: no icon file`).toBe(0);
  for (const route of sprited.slice(0, 2)) {
    await page.goto(route);
    const icons = await page.evaluate(() => {
      const firstSection = document.querySelector("main")?.firstElementChild;
      const uses = [...document.querySelectorAll("svg > use")];
      // Shown in a fixed place, on the first screen wherever it sits in the page (not the back-to-top arrow, hidden until a scroll).
      const onFirstScreenAnyway = (element: Element) => {
        if (!element.checkVisibility()) return false;
        for (let node: Element | null = element; node; node = node.parentElement) if (getComputedStyle(node).position === "fixed") return true;
        return false;
      };
      return {
        fromFile: uses.length,
        files: new Set(uses.map((use) => use.getAttribute("href")?.split("#")[0])).size,
        // Before the end of the first section: the header's and the first section's.
        inFirstScreen: uses.filter(
          (use) => !firstSection || firstSection.contains(use) || firstSection.compareDocumentPosition(use) & Node.DOCUMENT_POSITION_PRECEDING,
        ).length,
        fixedFromFile: uses.filter(onFirstScreenAnyway).length,
        fixedInPage: [...document.querySelectorAll("svg:not(:has(use))")].filter(onFirstScreenAnyway).length,
      };
    });
    expect(icons.fromFile, `${route}: icons drawn from the file`).toBeGreaterThan(0);
    expect(icons.files).toBe(1);
    expect(icons.inFirstScreen).toBe(0);
    expect(icons.fixedFromFile).toBe(0);
    expect(icons.fixedInPage, `${route}: the fixed WhatsApp button's icon`).toBeGreaterThan(0);
    // Each shown icon has a drawing: what <use> found in the file (an icon the file lacks has no size).
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.querySelectorAll<SVGUseElement>("svg > use")]
            .filter((use) => use.checkVisibility() && use.getBBox().width === 0)
            .map((use) => use.getAttribute("href")),
        ),
      )
      .toEqual([]);
  }
  expect(
    [...iconFiles].every((line) => line.startsWith("200 ")),
    [...iconFiles].join("\n"),
  ).toBe(true);
  expect(iconFiles.size).toBe(1);
  expect(await violations()).toEqual([]);
});

test("the page asks the browser to prerender the next page, under the CSP, and no page carries hidden app data", async ({ page }) => {
  const violations = await recordCspViolations(page);
  await page.goto("/");
  const rules = JSON.parse((await page.locator('script[type="speculationrules"]').textContent()) ?? "{}") as { prerender?: unknown[] };
  expect(rules.prerender?.length).toBe(1);
  expect(await page.evaluate(() => HTMLScriptElement.supports?.("speculationrules"))).toBe(true);
  expect(await violations()).toEqual([]);
  expect(await page.locator("#route-data, link[rel=modulepreload]").count()).toBe(0);
});

test.describe("pages whose island waits for the visitor", { tag: "@content" }, () => {
  test("the contact form loads React when the visitor starts on it, and wakes at once for a ?assunto= link", async ({ page }) => {
    const contact = firstPageWith("contact-form");
    test.skip(!contact, "nenhuma página tem o formulário de contato");
    const scripts = recordScripts(page);
    await page.goto(contact?.page.route ?? "/");
    await page.waitForLoadState("networkidle");
    expect(scripts).toHaveLength(1);
    const island = page.locator('[data-island="contact-form"]');
    await expect(island).not.toHaveAttribute("data-hydrated");
    await island.locator("input").first().focus();
    await expect(island).toHaveAttribute("data-hydrated", "");

    await page.goto(`${contact?.page.route ?? "/"}?assunto=${encodeURIComponent("Visita")}`);
    await expect(page.locator('[data-island="contact-form"]')).toHaveAttribute("data-hydrated", "");
  });

  test("a category pressed on the blog list before its island woke is applied once it has", async ({ page }) => {
    const list = firstPageWith("post-list");
    const category = content.posts[0]?.category;
    test.skip(!list || !category, "nenhuma página lista os artigos");
    const scripts = recordScripts(page);
    await page.goto(list?.page.route ?? "/");
    await page.waitForLoadState("networkidle");
    expect(scripts).toHaveLength(1);
    // A list's props (every post it shows) are not carried in the page: the island fetches them when it wakes.
    const inlineProps = await page.locator("script[data-island-props]").evaluateAll((found) => found.map((script) => script.textContent?.length ?? 0));
    expect(Math.max(0, ...inlineProps)).toBeLessThanOrEqual(PROPS_KEPT_INLINE);
    await page.getByRole("button", { name: category, exact: true }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get("category") === category);
    await expect(page.getByRole("button", { name: category, exact: true })).toHaveAttribute("aria-pressed", "true");
  });
});

test("visitors load nothing of the editor's pencils: no request, no element, until this browser has opened the editor", async ({ page }) => {
  const requests: string[] = [];
  page.on("request", (request) => requests.push(new URL(request.url()).pathname));
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  expect(requests.filter((path) => /pencil|lapis/.test(path))).toEqual([]);
  expect(await page.locator("[data-lapis]").count()).toBe(0);
  // The editor sets this flag when it opens (site-editor-pencils.spec.ts opens it); with it, the same page shows them.
  await page.evaluate((flag) => localStorage.setItem(flag, "1"), PENCILS_FLAG);
  await page.reload();
  await expect(page.getByRole("link", { name: /^Editar seção: / }).first()).toBeVisible();
  expect(requests.filter((path) => /pencil|lapis/.test(path)).length).toBeGreaterThan(0);
});
