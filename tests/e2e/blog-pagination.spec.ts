import { anyFilled, filled, postListSay } from "./support/content";
import type { Page } from "@playwright/test";
import { test, expect } from "./support/fixtures";
import { gate } from "./support/gate";
import { fixtureSite, type TempSite } from "./support/temp-site";

// The fixture site's "edited" variant (support/fixture-variants.ts): its 3 posts (9 featured, then 8 and 1, all "Mês Profético") plus 30 older ones (ids 10-39):
// 10 in "Estudos", 20 in "Mês Profético". "Todos" lists 32 after the featured post, newest first: 8, 1, then 39
// down to 10. The site is the tests' own, so these counts never move with the editors' content.
let site: TempSite;

const recentCards = (page: Page) =>
  page
    .getByRole("list")
    .filter({ has: page.getByRole("heading", { level: 3 }) })
    .getByRole("article");
const moreButton = (page: Page) => page.getByRole("button", { name: postListSay.showMore });

test.describe("the blog list a page at a time, through the real build", () => {
  test.describe.configure({ mode: "serial", timeout: 180_000 });

  test.beforeAll(async () => {
    // Built once per run, slow for whichever spec asks first.
    test.setTimeout(180_000);
    site = await fixtureSite("edited");
  });

  test("the pre-rendered /blog holds only the featured post and the first 12", async ({ request }) => {
    const html = await (await request.get(`${site.url}/blog`)).text();
    for (let id = 30; id <= 39; id++) expect(html).toContain(`Palavra sintética número ${id}`);
    for (let id = 10; id <= 29; id++) expect(html).not.toContain(`Palavra sintética número ${id}<`);
    expect(html).toContain(filled(postListSay.shown, { n: 12, total: 32 }));
    const page2 = await (await request.get(`${site.url}/data/posts/lista/todos/2.json`)).json();
    expect(page2).toMatchObject({ page: 2, pageCount: 3, total: 32 });
  });

  test("Mostrar mais artigos appends 12 at a time, moves focus and announces them, until the end", async ({ page }) => {
    await page.goto(`${site.url}/blog`);
    await expect(page.getByRole("article")).toHaveCount(13);
    await expect(recentCards(page)).toHaveCount(12);
    await expect(page.getByText(filled(postListSay.shown, { n: 12, total: 32 }))).toBeVisible();

    for (const [before, shown, firstNew] of [
      [12, 24, 29],
      [24, 32, 17],
    ] as const) {
      await moreButton(page).click();
      await expect(recentCards(page)).toHaveCount(shown);
      const first = recentCards(page).nth(before);
      await expect(first.getByRole("heading")).toHaveText(`Palavra sintética número ${firstNew}`);
      await expect(first.getByRole("link", { name: /Ler artigo/ })).toBeFocused();
      await expect(page.getByText(filled(postListSay.shown, { n: shown, total: 32 }), { exact: true })).toBeVisible();
      await expect(page.getByRole("status").filter({ hasText: filled(postListSay.addedMany, { n: shown - before }) })).toBeAttached();
    }
    await expect(moreButton(page)).toHaveCount(0);
    await expect(recentCards(page).last().getByRole("heading")).toHaveText("Palavra sintética número 10");
  });

  test("the address keeps how many pages are shown, without a history entry: a reload or a shared link shows the same list", async ({ page }) => {
    await page.goto(`${site.url}/blog?category=M%C3%AAs%20Prof%C3%A9tico`);
    await expect(page.getByText(filled(postListSay.shown, { n: 12, total: 22 }))).toBeVisible();
    await moreButton(page).click();
    await expect(recentCards(page)).toHaveCount(22);
    await expect(page).toHaveURL(/\?category=M%C3%AAs\+Prof%C3%A9tico&pagina=2$/);
    await page.reload();
    await expect(recentCards(page)).toHaveCount(22);
    // A page further than the list goes shows all it has, and the address says what is shown.
    await page.goto(`${site.url}/blog?pagina=9`);
    await expect(recentCards(page)).toHaveCount(32);
    await expect(page).toHaveURL(/\/blog\?pagina=3$/);
    await page.goBack();
    await expect(page).toHaveURL(/category=/);
  });

  test("a category shows its own first page and its own Mostrar mais", async ({ page }) => {
    await page.goto(`${site.url}/blog`);
    const filter = page.getByRole("list", { name: postListSay.filterLabel });
    await filter.getByRole("button", { name: "Estudos" }).click();
    await expect(page).toHaveURL(/\?category=Estudos$/);
    // The featured post is not in "Estudos"; its 10 posts fit one page, so there is no button.
    await expect(page.getByRole("article")).toHaveCount(10);
    await expect(recentCards(page).first().getByRole("heading")).toHaveText("Palavra sintética número 37");
    await expect(moreButton(page)).toHaveCount(0);
    await expect(page.getByText(anyFilled(postListSay.shown))).toHaveCount(0);

    await filter.getByRole("button", { name: "Mês Profético" }).click();
    await expect(page.getByRole("article")).toHaveCount(13);
    await expect(page.getByText(filled(postListSay.shown, { n: 12, total: 22 }))).toBeVisible();
    await moreButton(page).click();
    await expect(recentCards(page)).toHaveCount(22);
    await expect(recentCards(page).nth(12).getByRole("link")).toBeFocused();
    await expect(moreButton(page)).toHaveCount(0);
    await expect(recentCards(page).filter({ hasText: "Estudos" })).toHaveCount(0);

    await filter.getByRole("button", { name: postListSay.allCategories }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(recentCards(page)).toHaveCount(12);
    await expect(page.getByText(filled(postListSay.shown, { n: 12, total: 32 }))).toBeVisible();
  });

  test("a category link opens straight on that category; an unknown one still offers the way back", async ({ page }) => {
    await page.goto(`${site.url}/blog?category=Estudos`);
    await expect(page.getByRole("article")).toHaveCount(10);
    await page.goto(`${site.url}/blog?category=Louvor`);
    await expect(page.getByText(postListSay.emptyText)).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(0);
    await page.getByRole("button", { name: postListSay.showAll }).click();
    await expect(page.getByRole("article")).toHaveCount(13);
  });

  test.describe("when the next page fails", () => {
    test.use({ expectedConsoleErrors: [/status of 500/] });
    test("the button says Carregando..., then offers Tentar novamente", async ({ page }) => {
      await page.goto(`${site.url}/blog`);
      await expect(recentCards(page)).toHaveCount(12);
      // The failure comes once "Carregando..." has been seen.
      const answer = gate();
      await page.route("**/data/posts/lista/todos/2.json", async (route) => {
        await answer.passed;
        await route.fulfill({ status: 500, body: "erro" });
      });
      await moreButton(page).click();
      await expect(page.getByRole("button", { name: postListSay.loading })).toBeVisible();
      answer.open();
      await expect(page.getByRole("alert").filter({ hasText: postListSay.loadFailed })).toBeVisible();
      await expect(recentCards(page)).toHaveCount(12);
      await page.unroute("**/data/posts/lista/todos/2.json");
      await page.getByRole("button", { name: postListSay.retry }).click();
      await expect(recentCards(page)).toHaveCount(24);
      await expect(page.getByRole("alert").filter({ hasText: postListSay.loadFailed })).toHaveCount(0);
      await expect(moreButton(page)).toBeVisible();
    });
  });
});
