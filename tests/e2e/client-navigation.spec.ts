import { test, expect } from "./support/fixtures";

test("client navigation fetches the next page's chunks together, as its data lists them", async ({ page, request }) => {
  const { modules } = (await (await request.get("/data/pages/contato.json")).json()) as { modules: string[] };
  expect(modules.length).toBeGreaterThan(1);

  await page.goto("/");
  const listed = () => page.locator('link[rel="modulepreload"]').evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  const fromHome = await listed();
  const requested: string[] = [];
  page.on("request", (req) => requested.push(new URL(req.url()).pathname));
  await page.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: "Contato" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contato");

  // Every chunk, the blocks' shared ones included, is asked for as soon as the page's data arrives.
  const preloaded = await listed();
  const newOnes = modules.filter((module) => !fromHome.includes(module));
  expect(newOnes.length).toBeGreaterThan(1);
  for (const module of newOnes) {
    expect(preloaded, module).toContain(module);
    expect(requested, module).toContain(module);
  }
});
