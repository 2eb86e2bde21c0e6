import { heroTitle } from "./support/content";
import { SITE } from "./support/site-routes";
import { test, expect } from "./support/fixtures";

/** The contact page when the menu has it (the page with the most block code), else the last entry. */
const target = SITE.nav.find((item) => item.href === "/contato") ?? SITE.nav.at(-1);
const slug = target?.href === "/" ? "inicio" : target?.href.slice(1);

test("client navigation fetches the next page's chunks together, as its data lists them", async ({ page, request }) => {
  const { modules } = (await (await request.get(`/data/pages/${slug}.json`)).json()) as { modules: string[] };
  expect(modules.length).toBeGreaterThan(1);

  await page.goto("/");
  const listed = () => page.locator('link[rel="modulepreload"]').evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  const fromHome = await listed();
  const requested: string[] = [];
  page.on("request", (req) => requested.push(new URL(req.url()).pathname));
  await page.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: target?.label, exact: true }).click();
  const title = heroTitle(target?.href ?? "/");
  if (title) await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);

  // Every chunk, the blocks' shared ones included, is asked for as soon as the page's data arrives.
  const preloaded = await listed();
  const newOnes = modules.filter((module) => !fromHome.includes(module));
  expect(newOnes.length).toBeGreaterThan(1);
  for (const module of newOnes) {
    expect(preloaded, module).toContain(module);
    expect(requested, module).toContain(module);
  }
});
