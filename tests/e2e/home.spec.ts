import { test, expect } from "./support/fixtures";

test("home shows the hero, the values section and the community cards from inicio.json", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveTitle("Igreja Monte Calvário em São Paulo");
  const hero = page.locator("#inicio");
  await expect(hero.getByRole("heading", { level: 1 })).toHaveText("Bem-vindo à Monte Calvário");
  await expect(hero.getByText("Ministério de Adoração – Intercessão e Palavra de Conhecimento")).toBeVisible();
  await expect(hero.getByRole("link", { name: "Participe Conosco" })).toHaveAttribute("href", "/contato");
  await expect(hero.getByRole("link", { name: "Veja nossa programação" })).toHaveAttribute("href", "/agenda");
  const stats = hero.getByRole("list", { name: "Em números" }).getByRole("listitem");
  await expect(stats).toHaveCount(3);
  await expect(stats).toContainText(["30+", "500+", "12"]);

  const about = page.getByRole("region", { name: "Conheça a Monte Calvário" });
  for (const value of ["Amor Genuíno", "Comunidade Unida", "Propósito Claro", "Tradição Sólida"]) {
    await expect(about.getByRole("heading", { name: value })).toBeVisible();
  }
  await about.getByRole("link", { name: "Conheça Nossa História" }).click();
  await expect(page).toHaveURL(/\/sobre$/);
  await page.goBack();

  const community = page.getByRole("region", { name: "Faça Parte da Nossa Comunidade" });
  const cardLinks = community.getByRole("link", { name: /Saiba Mais/ });
  await expect(cardLinks).toHaveCount(4);
  const targets = await cardLinks.evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  expect(targets).toEqual(["/agenda", "/ministerios", "/testemunhos", "/contato"]);
});

test("home is complete with JavaScript disabled (pre-rendered HTML)", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bem-vindo à Monte Calvário");
  await expect(page.getByRole("navigation", { name: "Principal" }).getByRole("link")).toHaveCount(8);
  await expect(page.getByRole("heading", { name: "Faça Parte da Nossa Comunidade" })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toContainText("Igreja Monte Calvário");
  // Styles are in the HTML too: the hero is dark before any script runs.
  const heroBackground = await page.locator("#inicio").evaluate((el) => getComputedStyle(el).backgroundImage);
  expect(heroBackground).toContain("gradient");
  await context.close();
});

test("the home HTML carries title, description, canonical and the Church JSON-LD", async ({ request }) => {
  const html = await (await request.get("/")).text();
  expect(html).toContain("<title>Igreja Monte Calvário em São Paulo</title>");
  expect(html).toContain('<link rel="canonical" href="https://www.montecalvario.org.br/"');
  expect(html).toMatch(/<meta name="description" content="Igreja evangélica na Vila Formosa/);
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1] ?? "{}"));
  expect(jsonLd.map((item) => item["@type"])).toContain("Church");
});
