import type { Page } from "@playwright/test";
import { emulateSlowPhone } from "../../src/build/bench/search-timing";
import { fillLabel } from "../../src/lib/search/search-data";
import { foldedWords, foldWord, STOP_WORDS } from "../../src/lib/search/fold";
import { resolveSearchBlock } from "../../src/site/blocks/search/search-labels";
import { blog, content, firstPageWith } from "./support/content";
import { COLOUR_RULES, expectNoAxeViolations } from "./support/axe";
import { undersizedTargets, waitForPageScripts } from "./support/page-checks";
import { test, expect } from "./support/fixtures";

// The site search (docs/architecture.md, "Search"): a button in every page's header, nothing fetched until the
// visitor shows intent, a panel with results as typed, the search page at /busca?q=, and the list of
// everything on the site without JavaScript. What each test types and expects is read from the content.

const found = firstPageWith("search");
const labels = found ? resolveSearchBlock(found.section) : undefined;
const searchRoute = found?.page.route ?? "/busca";
const otherPage = content.pages.find((page) => page.slug !== "404" && page !== found?.page && page.route !== "/") ?? content.pages[0];
const ministry = content.ministries[0];

/** Requests for the search's code or index. */
function recordSearchRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (/\/search-ui-[^/]*\.js$|\/data\/busca\//.test(path)) requests.push(path);
  });
  return requests;
}

const panel = (page: Page) => page.getByRole("dialog", { name: labels?.label });
const headerButton = (page: Page) => page.getByRole("banner").getByRole("button", { name: labels?.label, exact: true });
/** The count's sentence for a query, whatever the count: what the results shown were found for. */
const countPattern = (query: string) => {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const sentence = (label = "") => escape(label).replace(/\\\{(total|termo)\\\}/g, (_, name: string) => (name === "total" ? "\\d+" : escape(query)));
  return new RegExp(`^(${sentence(labels?.resultCount)}|${sentence(labels?.resultCountOne)})$`);
};
const countText = (total: number, query: string) =>
  fillLabel(total === 1 ? (labels?.resultCountOne ?? "") : (labels?.resultCount ?? ""), { total, termo: query });

test.describe("the site search", () => {
  test.skip(!found || !labels, "nenhuma página tem o bloco de busca");

  test("fetches nothing until asked; “/” opens the panel, typing finds, the count is announced, arrows and Escape work", async ({ page }) => {
    test.skip(!ministry, "não há ministérios");
    const requests = recordSearchRequests(page);
    await page.goto(otherPage?.route ?? "/");
    await page.waitForLoadState("networkidle");
    expect(requests, "nada da busca antes da intenção").toEqual([]);

    await page.keyboard.press("/");
    const dialog = panel(page);
    await expect(dialog).toBeVisible();
    const field = dialog.getByRole("searchbox");
    await expect(field).toBeFocused();
    await field.fill(ministry?.name ?? "");
    const first = dialog.getByRole("listitem").first();
    await expect(first.getByRole("link")).toHaveText(ministry?.name ?? "");
    await expect(first).toContainText(labels?.kinds.ministry.one ?? "");
    const total = await dialog.getByRole("listitem").count();
    expect(total).toBeGreaterThan(0);
    await expect(dialog.getByRole("status")).toHaveText(/\S/);
    expect(requests.some((path) => path.endsWith("/indice.json"))).toBe(true);

    await page.keyboard.press("ArrowDown");
    await expect(first.getByRole("link")).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(field).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(headerButton(page)).toBeFocused();
  });

  test("filters by kind with their counts, and a result leads to its section", async ({ page }) => {
    test.skip(!ministry, "não há ministérios");
    await page.goto("/");
    await headerButton(page).click();
    const dialog = panel(page);
    await expect(dialog.getByRole("searchbox")).toBeFocused();
    // A word of the ministry's description that a page also says: the results are of two kinds at least.
    const pagesText = foldWord(JSON.stringify(content.pages.map((candidate) => candidate.page)));
    const word =
      foldedWords(ministry?.description ?? "").find((candidate) => candidate.length >= 5 && !STOP_WORDS.has(candidate) && pagesText.includes(candidate)) ?? "";
    test.skip(!word, "nenhuma palavra da descrição do ministério aparece numa página");
    await dialog.getByRole("searchbox").fill(word);
    const filters = dialog.getByRole("group", { name: labels?.filters });
    const filter = filters.getByRole("button", { name: new RegExp(`^${labels?.kinds.ministry.many} \\((\\d+)\\)$`) });
    const count = Number(/\((\d+)\)/.exec((await filter.textContent()) ?? "")?.[1]);
    await filter.click();
    await expect(filter).toHaveAttribute("aria-pressed", "true");
    await expect(dialog.getByRole("listitem")).toHaveCount(Math.min(count, 5));
    for (const item of await dialog.getByRole("listitem").all()) await expect(item).toContainText(labels?.kinds.ministry.one ?? "");
    await expect(dialog.getByRole("status")).toHaveText(countText(count, word));
    await filters.getByRole("button", { name: new RegExp(`^${labels?.all} `) }).click();
    await expect(dialog.getByRole("status")).not.toHaveText(countText(count, word));
    const link = dialog.getByRole("listitem").first().getByRole("link");
    const href = await link.getAttribute("href");
    await link.click();
    await expect(page).toHaveURL((url) => `${url.pathname}${url.hash}` === href);
  });

  test("/busca?q= shows the results at once; typing keeps the address, Enter adds to the history and Back returns", async ({ page }) => {
    const first = content.posts[0]?.title ?? ministry?.name ?? "";
    const second = ministry?.name ?? first;
    await page.goto(`${searchRoute}?q=${encodeURIComponent(first)}`);
    const field = page.getByRole("main").getByRole("searchbox");
    await expect(field).toHaveValue(first);
    const results = page.locator("[data-search-results]");
    await expect(results.getByRole("link").filter({ hasText: first }).first()).toBeVisible();
    await expect(page.locator("[data-search-listing]")).toBeHidden();

    await field.fill(second);
    await expect(page).toHaveURL((url) => url.searchParams.get("q") === second);
    await field.press("Enter");
    await field.fill("");
    await expect(page.locator("[data-search-listing]")).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL((url) => url.searchParams.get("q") === second);
    await expect(field).toHaveValue(second);
    await expect(results.getByRole("link").filter({ hasText: second }).first()).toBeVisible();
  });

  test("without JavaScript the header's button leads to the search page, which lists the site by kind", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto(otherPage?.route ?? "/");
    await page.getByRole("banner").getByRole("button", { name: labels?.label, exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === searchRoute && url.searchParams.get("q") === "");
    const listing = page.locator("[data-search-listing]");
    for (const item of content.ministries) await expect(listing.getByRole("link", { name: item.name, exact: true })).toBeVisible();
    const posts = content.posts.slice(0, labels?.postsShown ?? 0);
    for (const post of posts) await expect(listing.getByRole("link", { name: post.title, exact: true }).first()).toBeVisible();
    if (content.posts.length > posts.length) await expect(listing.getByRole("link", { name: labels?.allPosts })).toHaveAttribute("href", blog.route);
    await context.close();
  });

  // A visitor taps (or presses "/") and types at once, while the search's code is still on the way: on Lighthouse's
  // slow phone (a CPU four times slower than this machine's, 150 ms round trips), every letter must land in the
  // panel's field, in order, and the results shown must be those of the whole word.
  const word = [...(ministry?.name ?? "").split(/\s+/)].sort((a, b) => b.length - a.length)[0] ?? "";
  const typeAtOnce = async (page: Page, press: () => Promise<void>) => {
    await page.goto(otherPage?.route ?? "/");
    const cdp = await page.context().newCDPSession(page);
    await emulateSlowPhone(cdp);
    await press();
    await page.keyboard.type(word);
    const dialog = panel(page);
    const field = dialog.getByRole("searchbox");
    await expect(field).toHaveValue(word);
    await expect(field).toBeFocused();
    await expect(dialog.getByRole("status")).toHaveText(countPattern(word));
    await expect(dialog.getByRole("listitem").first()).toBeVisible();
    await cdp.detach();
  };
  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    test("a word typed right after the tap lands whole in the panel, on a slow phone", async ({ page }) => {
      test.skip(!word, "não há ministérios");
      await typeAtOnce(page, () => headerButton(page).tap());
    });
  });
  test("a word typed right after “/” lands whole in the panel, on a slow computer", async ({ page }) => {
    test.skip(!word, "não há ministérios");
    await typeAtOnce(page, () => page.keyboard.press("/"));
  });

  for (const width of [390, 1366]) {
    test(`the open panel at ${width} px: no sideways scroll, targets a finger can hit, no axe violation`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await page.goto("/");
      await headerButton(page).click();
      await panel(page)
        .getByRole("searchbox")
        .fill(ministry?.name ?? content.posts[0]?.title ?? "culto");
      await expect(panel(page).getByRole("listitem").first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(await undersizedTargets(page)).toEqual([]);
      await expectNoAxeViolations(page);
      // The panel in the dark scheme: only its colours differ.
      await page.emulateMedia({ colorScheme: "dark" });
      await expectNoAxeViolations(page, COLOUR_RULES);
    });
  }

  test.describe("before the search's code arrives", () => {
    // The code refused on purpose below: the browser reports it.
    test.use({ expectedConsoleErrors: [/Failed to load resource: net::ERR_FAILED/] });
    test("the panel is already a search form that closes back to its button; should the code never come, the search page opens", async ({ page }) => {
      test.skip(!word, "não há ministérios");
      const code = /\/search-ui-[^/]*\.js$/;
      // The search's code held on the way: the panel the tap opened works on its own.
      await page.route(code, () => undefined);
      await page.goto(otherPage?.route ?? "/");
      await headerButton(page).click();
      await page.keyboard.type(word);
      const dialog = panel(page);
      await expect(dialog.getByRole("searchbox")).toHaveValue(word);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(headerButton(page)).toBeFocused();
      await page.keyboard.press("/");
      await expect(dialog.getByRole("searchbox")).toBeFocused();
      await dialog.getByRole("button", { name: labels?.close, exact: true }).click();
      await expect(headerButton(page)).toBeFocused();
      await page.keyboard.press("/");
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL((url) => url.pathname === searchRoute && url.searchParams.get("q") === word);

      // The code fails (offline, a broken deploy): the button leads where it leads without JavaScript.
      await page.unroute(code);
      await page.route(code, (route) => route.abort());
      await page.goto(otherPage?.route ?? "/");
      await headerButton(page).click();
      await expect(page).toHaveURL((url) => url.pathname === searchRoute);
      // There, focusing the page's own field asks for the code again; its failure is no page error (the fixture's check).
      await waitForPageScripts(page);
      const refused = page.waitForEvent("requestfailed", (request) => code.test(new URL(request.url()).pathname));
      await page.locator("[data-search-page] input[name=q]").focus();
      await refused;
    });
  });
});

test("the search page finds what the content holds, each thing at its address", { tag: "@content" }, async ({ page }) => {
  test.skip(!found || !labels, "nenhuma página tem o bloco de busca");
  const group = firstPageWith("group-list");
  const cases = [
    ...(ministry ? [{ query: ministry.name, kind: "ministry" as const }] : []),
    ...(content.posts[0] ? [{ query: content.posts[0].title, kind: "post" as const, href: `/blog/${content.posts[0].id}` }] : []),
    ...(group?.section.groups[0] ? [{ query: group.section.groups[0].name, kind: "group" as const }] : []),
  ];
  for (const { query, kind, href } of cases as { query: string; kind: "ministry" | "post" | "group"; href?: string }[]) {
    await page.goto(`${searchRoute}?q=${encodeURIComponent(query)}`);
    const item = page.locator("[data-search-results] li").filter({ has: page.getByRole("link", { name: query, exact: true }) });
    await expect(item.first(), query).toContainText(labels?.kinds[kind].one ?? "");
    if (href) await expect(item.first().getByRole("link")).toHaveAttribute("href", href);
  }
});
