import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { test, expect } from "./support/fixtures";
import { NEW_PAGE_MENU_ENTRY, NEW_PAGE_SLUG } from "./support/fixture-variants";
import { fixtureSite, type TempSite } from "./support/temp-site";

// What LEIA-ME.md promises editors: a new page is one JSON file; the menu entry is one line in site.json.
// The fixture site's "edited" variant (support/fixture-variants.ts) adds both.
const SLUG = NEW_PAGE_SLUG;
let site: TempSite;

test.describe("a new page is one JSON file", () => {
  test.describe.configure({ mode: "serial", timeout: 180_000 });
  test.beforeAll(async () => {
    // Built once per run, slow for whichever spec asks first.
    test.setTimeout(180_000);
    site = await fixtureSite("edited");
  });

  test("its route comes from the file name and is pre-rendered", async ({ request }) => {
    const file = join(site.root, "dist", `${SLUG}.html`);
    expect(existsSync(file)).toBe(true);
    const html = await readFile(file, "utf8");
    expect(html).toContain("Retiro de Jovens 2027");
    expect(html).toMatch(/<title>Retiro de Jovens \| Igreja Monte Calvário<\/title>/);
    const response = await request.get(`${site.url}/${SLUG}`);
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain("Saída da sede na sexta-feira às 19h");
  });

  test("the sitemap lists it", async ({ request }) => {
    const sitemap = await (await request.get(`${site.url}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>https://www.montecalvario.org.br/${SLUG}</loc>`);
  });

  test("the menu entry added in site.json is in every page's HTML and leads to it", async ({ page, request }) => {
    expect(await (await request.get(`${site.url}/sobre`)).text()).toContain(`href="/${SLUG}"`);
    // Wide enough for the whole menu in one row: the variant's menu is full (nav-fit.spec.ts).
    await page.setViewportSize({ width: 1920, height: 900 });
    await page.goto(`${site.url}/`);
    const nav = page.getByRole("navigation", { name: "Principal" });
    await nav.getByRole("link", { name: NEW_PAGE_MENU_ENTRY.label }).click();
    await expect(page).toHaveURL(`${site.url}/${SLUG}`);
    await expect(page.getByRole("heading", { level: 1, name: "Retiro de Jovens 2027" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Como vai ser" })).toBeVisible();
  });
});
