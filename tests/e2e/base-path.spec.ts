import { test, expect } from "./support/fixtures";
import { buildTempSite, type TempSite } from "./support/temp-site";

// GitHub Pages serves a project site from /<repository>/: every link, asset and data file must follow.
const BASE = "/monte-calvario/";
let site: TempSite;

test.describe("a build for a sub-folder (GitHub Pages project site)", () => {
  test.describe.configure({ mode: "serial", timeout: 180_000 });
  test.beforeAll(async () => {
    site = await buildTempSite({ port: 4391, base: BASE });
  });
  test.afterAll(async () => site?.close());

  test("every address in the pre-rendered HTML stays inside the base path", async ({ request }) => {
    for (const route of ["/", "/sobre", "/blog", "/blog/9", "/agenda"]) {
      const html = await (await request.get(`${site.url}${route}`)).text();
      const addresses = [...html.matchAll(/\s(?:href|src|srcset)="([^"]+)"/g)].flatMap((match) =>
        (match[1] ?? "").split(",").map((candidate) => candidate.trim().split(/\s+/)[0] ?? ""),
      );
      const siteRelative = addresses.filter((address) => address.startsWith("/"));
      expect(siteRelative.length, `${route} has site-relative addresses`).toBeGreaterThan(5);
      // The router writes the home link as "/monte-calvario" (no slash); hosts serve both.
      const outside = siteRelative.filter((address) => !address.startsWith(BASE) && address !== BASE.slice(0, -1));
      expect(outside, `${route}: addresses outside ${BASE}`).toEqual([]);
    }
  });

  test("pages, assets and client navigation work under the base path", async ({ page }) => {
    const failed: string[] = [];
    page.on("response", (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    await page.goto(`${site.url}/`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle");

    await page.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: "Mês Profético" }).click();
    await expect(page).toHaveURL(`${site.url}/blog`);
    await expect(page.getByRole("heading", { level: 1, name: "Mês Profético" })).toBeVisible();

    await page.locator(`a[href^="${BASE}blog/"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${BASE}blog/\\d+$`));
    await expect(page.locator("article h1")).toBeVisible();

    // Everything the browser asked for (scripts, chunks, images, fonts, data) was found.
    expect(failed).toEqual([]);
  });
});
