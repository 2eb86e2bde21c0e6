import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { fixtureSiteJson } from "../support/fixture-site";
import { test, expect } from "./support/fixtures";
import { buildTempSite, type TempSite } from "./support/temp-site";

// What LEIA-ME.md promises editors: a new page is one JSON file; the menu entry is one line in site.json.
const SLUG = "retiro-de-jovens";
const PAGE = {
  $schema: "../../schemas/page.schema.json",
  title: "Retiro de Jovens",
  description: "Três dias de louvor, Palavra e amizade na serra, para jovens de 18 a 35 anos da Igreja Monte Calvário.",
  sections: [
    {
      type: "hero",
      eyebrow: "Julho de 2027",
      title: "Retiro de Jovens 2027",
      subtitle: "Três dias para descansar em Deus",
      actions: [{ label: "Quero ir", href: "whatsapp:Olá! Quero ir ao Retiro de Jovens." }],
    },
    {
      type: "prose",
      heading: "Como vai ser",
      content: [{ kind: "paragrafo", text: "Saída da sede na sexta-feira às 19h e volta no domingo à tarde." }],
    },
  ],
};

let site: TempSite;

test.describe("a new page is one JSON file", () => {
  test.describe.configure({ mode: "serial", timeout: 180_000 });
  test.beforeAll(async () => {
    // The fixture site (the tests' own): its menu has room for one more entry, its name is in the title.
    const siteJson = { ...fixtureSiteJson(), $schema: "../schemas/site.schema.json" };
    siteJson.nav.push({ label: "Retiro", href: `/${SLUG}` });
    site = await buildTempSite({
      fixture: true,
      files: {
        [`site-content/pages/${SLUG}.json`]: `${JSON.stringify(PAGE, null, 2)}\n`,
        "site-content/site.json": `${JSON.stringify(siteJson, null, 2)}\n`,
      },
    });
  });
  test.afterAll(async () => site?.close());

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
    await page.goto(`${site.url}/`);
    const nav = page.getByRole("navigation", { name: "Principal" });
    await nav.getByRole("link", { name: "Retiro" }).click();
    await expect(page).toHaveURL(`${site.url}/${SLUG}`);
    await expect(page.getByRole("heading", { level: 1, name: "Retiro de Jovens 2027" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Como vai ser" })).toBeVisible();
  });
});
