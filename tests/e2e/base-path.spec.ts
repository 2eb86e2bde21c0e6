import { test, expect } from "./support/fixtures";
import { SUB_FOLDER_BASE as BASE, SUB_FOLDER_URL as PUBLIC_URL } from "./support/fixture-variants";
import { fixtureSite, type TempSite } from "./support/temp-site";

// GitHub Pages serves a project site from /<repository>/: every link, asset and data file must follow.
// Built from the fixture site, whose pages and post 9 the tests own (its "sub-folder" variant).
let site: TempSite;

test.describe("a build for a sub-folder (GitHub Pages project site)", () => {
  test.describe.configure({ mode: "serial", timeout: 180_000 });
  test.beforeAll(async () => {
    // Built once per run.
    test.setTimeout(180_000);
    site = await fixtureSite("sub-folder");
  });

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

  test("absolute addresses (canonical, sitemap, feeds, calendar) keep the folder of site.json's url", async ({ page, request }) => {
    const html = await (await request.get(`${site.url}/sobre`)).text();
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/sobre"`);
    expect(html).toContain(`content="${PUBLIC_URL}/images/`);
    const home = await (await request.get(`${site.url}/`)).text();
    expect(home).toContain(`<link rel="canonical" href="${PUBLIC_URL}/"`);
    const sitemap = await (await request.get(`${site.url}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${PUBLIC_URL}/</loc>`);
    expect(sitemap).toContain(`<loc>${PUBLIC_URL}/blog/9</loc>`);
    expect(await (await request.get(`${site.url}/blog/rss.xml`)).text()).toContain(`<link>${PUBLIC_URL}/blog/9</link>`);
    expect(await (await request.get(`${site.url}/agenda.ics`)).text()).toContain(`URL:${PUBLIC_URL}/agenda`);

    await page.goto(`${site.url}/agenda`);
    const subscribe = page.locator('a[href^="webcal:"]');
    await expect(subscribe).toHaveAttribute("href", "webcal://igreja.github.io/monte-calvario/agenda.ics");
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

  test("a picture in a post's text, from a subfolder of images/, loads from its AVIF source under the base path", async ({ page }) => {
    // Post 9's text shows /images/blog/globo-das-missoes.jpg (tests/fixtures/site-content).
    await page.goto(`${site.url}/blog/9`);
    const img = page.locator(`article picture > img[src="${BASE}images/blog/globo-das-missoes.jpg"]`);
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBeGreaterThan(0);
    expect(await img.evaluate((element: HTMLImageElement) => new URL(element.currentSrc).pathname)).toMatch(
      new RegExp(`^${BASE}images/blog/globo-das-missoes-\\d+\\.avif$`),
    );
  });
});
