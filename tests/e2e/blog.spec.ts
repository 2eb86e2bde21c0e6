import { test, expect } from "./support/fixtures";

test("the blog lists the featured September post on top and eight recent posts", async ({ page }) => {
  await page.goto("/blog");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mês Profético");
  const featured = page.getByRole("article").first();
  await expect(featured.getByRole("heading", { level: 2 })).toHaveText("Um ano coroado de bondade");
  await expect(featured.getByRole("link", { name: /Ler artigo/ })).toHaveAttribute("href", "/blog/9");
  const recent = page.getByRole("list").filter({ has: page.getByRole("heading", { level: 3 }) }).getByRole("article");
  await expect(recent).toHaveCount(8);
  const first = recent.first();
  await expect(first.getByText("Mês Profético", { exact: true })).toBeVisible();
  await expect(first.getByText("Pastora Ruth Ferreira")).toBeVisible();
  await expect(first.getByText("4 min de leitura")).toBeVisible();
  await expect(first.getByText("agosto de 2026")).toBeVisible();
  await expect(first.getByRole("img")).toHaveAttribute("alt", /.+/);
});

test("the category filter sets, reads and clears ?category=", async ({ page }) => {
  await page.goto("/blog");
  const filter = page.getByRole("list", { name: "Filtrar por categoria" });
  const all = filter.getByRole("button", { name: "Todos" });
  const category = filter.getByRole("button", { name: "Mês Profético" });
  await expect(all).toHaveAttribute("aria-pressed", "true");
  await category.click();
  await expect(page).toHaveURL(/\/blog\?category=M%C3%AAs\+Prof%C3%A9tico$/);
  await expect(category).toHaveAttribute("aria-pressed", "true");
  await expect(all).toHaveAttribute("aria-pressed", "false");
  await all.click();
  await expect(page).toHaveURL(/\/blog$/);

  await page.goto("/blog?category=M%C3%AAs%20Prof%C3%A9tico");
  await expect(page.getByRole("button", { name: "Mês Profético" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("article")).toHaveCount(9);
});

test("?category= tolerates how people write it: empty is Todos, case and accents do not matter, the last one wins", async ({ page }) => {
  const filter = page.getByRole("list", { name: "Filtrar por categoria" });
  const pressed = filter.locator('button[aria-pressed="true"]');

  await page.goto("/blog?category=");
  await expect(pressed).toHaveText("Todos");
  await expect(page.getByRole("article")).toHaveCount(9);

  await page.goto("/blog?category=mes%20profetico");
  await expect(pressed).toHaveText("Mês Profético");
  await expect(page.getByRole("article")).toHaveCount(9);
  await expect(page.getByText("Nenhum artigo nesta categoria por enquanto.")).toHaveCount(0);

  await page.goto("/blog?category=Louvor&category=M%C3%8AS%20PROF%C3%89TICO");
  await expect(pressed).toHaveText("Mês Profético");
  await expect(page.getByRole("article")).toHaveCount(9);

  await page.goto("/blog?category=M%C3%AAs%20Prof%C3%A9tico&category=");
  await expect(pressed).toHaveText("Todos");
});

test("an unknown category shows a clear empty state with a way back", async ({ page }) => {
  await page.goto("/blog?category=Louvor");
  await expect(page.getByText("Nenhum artigo nesta categoria por enquanto.")).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(0);
  await page.getByRole("button", { name: "Ver todos os artigos" }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole("article")).toHaveCount(9);
});

test("a post page has its header, body, author, related posts and sidebar", async ({ page }) => {
  await page.goto("/blog/5");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Os campos já branquejam");
  await expect(page.getByText("João 4:35").first()).toBeVisible();
  for (const heading of ["Explicação", "Aplicação pessoal", "Oração", "Desafio do mês"]) {
    await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  }
  await expect(page.getByRole("region", { name: "Sobre o autor" })).toContainText("Presbítero Marcos Almeida");
  const related = page.getByRole("region", { name: "Leia também" }).getByRole("article");
  await expect(related).toHaveCount(3);
  await expect(related.getByRole("link", { name: /Ler artigo/ })).not.toContainText(["Os campos já branquejam"]);
  const sidebar = page.getByRole("complementary", { name: "Mais do blog" });
  await expect(sidebar.getByRole("link", { name: "Mês Profético" })).toHaveAttribute("href", "/blog?category=M%C3%AAs%20Prof%C3%A9tico");
  await expect(sidebar.getByRole("region", { name: "Artigos recentes" }).getByRole("link")).toHaveCount(3);
  await page.getByRole("link", { name: "Voltar para o Mês Profético" }).click();
  await expect(page).toHaveURL(/\/blog$/);
});

test("client navigation to a post shows Carregando... while its data loads", async ({ page }) => {
  await page.goto("/blog");
  await page.route("**/data/posts/*.json", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await page.getByRole("link", { name: /Ler artigo.*Algo novo está brotando/ }).click();
  await expect(page.getByRole("status").filter({ hasText: "Carregando..." })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Algo novo está brotando");
});

test.describe("bad post ids", () => {
  // The static host answers these with 404.html (status 404) before the app redirects.
  test.use({ expectedConsoleErrors: [/status of 404/] });
  for (const bad of ["abc", "0", "-1", "1.5", "99", "%00"]) {
    test(`/blog/${bad} redirects to the list, replacing the bad address`, async ({ page }) => {
      await page.goto("/sobre");
      await page.goto(`/blog/${bad}`);
      await expect(page).toHaveURL(/\/blog$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mês Profético");
      await page.goBack();
      await expect(page).toHaveURL(/\/sobre$/);
    });
  }
});

test("Compartilhar copies the link where there is no share sheet", async ({ page, context, baseURL }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  await page.addInitScript(() => Object.defineProperty(navigator, "share", { value: undefined }));
  await page.goto("/blog/2");
  await page.getByRole("button", { name: "Compartilhar" }).click();
  await expect(page.getByText("Link copiado")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/blog\/2$/);
});

test("posts are complete without JavaScript", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto("/blog/3");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Quando passares pelas águas");
  await expect(page.getByRole("heading", { name: "Oração" })).toBeVisible();
  await context.close();
});

test("the newsletter asks for a valid e-mail and consent", async ({ page }) => {
  await page.goto("/blog");
  const form = page.getByRole("form", { name: "Inscrição no Mês Profético" });
  await form.getByRole("button", { name: "Inscrever" }).click();
  await expect(form.getByText("Digite seu e-mail.")).toBeVisible();
  await expect(form.getByLabel("Seu e-mail")).toBeFocused();
  await form.getByLabel("Seu e-mail").fill("maria@");
  await form.getByRole("button", { name: "Inscrever" }).click();
  await expect(form.getByText(/Confira o e-mail/)).toBeVisible();
  await form.getByLabel("Seu e-mail").fill("maria@exemplo.com");
  await form.getByRole("button", { name: "Inscrever" }).click();
  await expect(form.getByText("Marque a caixa para autorizar o envio.")).toBeVisible();
  await expect(form.getByRole("checkbox")).not.toBeChecked();
  await expect(form.getByRole("link", { name: /feed RSS/ })).toHaveAttribute("href", "/blog/rss.xml");
});

test("the RSS feed lists the nine posts with absolute links", async ({ request }) => {
  const response = await request.get("/blog/rss.xml");
  expect(response.headers()["content-type"]).toContain("xml");
  const xml = await response.text();
  expect(xml).toContain('<rss version="2.0"');
  const links = [...xml.matchAll(/<item>[\s\S]*?<link>(.*?)<\/link>/g)].map((m) => m[1]);
  expect(links).toHaveLength(9);
  expect(links[0]).toBe("https://www.montecalvario.org.br/blog/9");
  expect(links.every((link) => link?.startsWith("https://www.montecalvario.org.br/blog/"))).toBe(true);
});

test("each post's HTML carries its title, canonical and BlogPosting JSON-LD", async ({ request }) => {
  const html = await (await request.get("/blog/7")).text();
  expect(html).toContain("<title>Azeite nas vasilhas | Igreja Monte Calvário</title>");
  expect(html).toContain('<link rel="canonical" href="https://www.montecalvario.org.br/blog/7"');
  const ld = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1] ?? "{}"));
  expect(ld[0]).toMatchObject({ "@type": "BlogPosting", headline: "Azeite nas vasilhas", datePublished: "2026-07-05T12:00:00-03:00" });
});
