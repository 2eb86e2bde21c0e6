import { test, expect } from "./support/fixtures";

const NAV = [
  ["Início", "/"],
  ["Sobre", "/sobre"],
  ["Ministérios", "/ministerios"],
  ["Nossas Igrejas", "/nossas-igrejas"],
  ["Mês Profético", "/blog"],
  ["Agenda", "/agenda"],
  ["Testemunhos", "/testemunhos"],
  ["Contato", "/contato"],
] as const;

test("desktop nav lists the eight routes and marks the current one", async ({ page }) => {
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Principal" });
  const links = nav.getByRole("link");
  await expect(links).toHaveText(NAV.map(([label]) => label));
  for (const [label, href] of NAV) await expect(nav.getByRole("link", { name: label })).toHaveAttribute("href", href);
  await expect(nav.getByRole("link", { name: "Início" })).toHaveAttribute("aria-current", "page");

  await nav.getByRole("link", { name: "Sobre" }).click();
  await expect(page).toHaveURL(/\/sobre$/);
  await expect(nav.getByRole("link", { name: "Sobre" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Início" })).not.toHaveAttribute("aria-current", "page");
  // The gold underline (::after) is full width on the current route and collapsed elsewhere.
  await page.mouse.move(0, 600);
  const underline = (name: string) => nav.getByRole("link", { name }).evaluate((el) => getComputedStyle(el, "::after").transform);
  await expect.poll(() => underline("Sobre")).toMatch(/^(none|matrix\(1, 0, 0, 1, 0, 0\))$/);
  await expect.poll(() => underline("Início")).toBe("matrix(0, 0, 0, 1, 0, 0)");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sobre a Monte Calvário");
});

test("the header fits on one row at every laptop width, with the drawer below 1200 px", async ({ page }) => {
  const bar = page.getByRole("banner").locator("[data-no-js-wrap]").first();
  const nav = page.getByRole("navigation", { name: "Principal" });
  const menu = page.getByRole("button", { name: "Menu" });
  const visit = page.getByRole("banner").getByRole("link", { name: "Venha nos Visitar" });
  for (const width of [1024, 1100, 1199, 1200, 1280, 1366, 1536, 1920]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/");
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width}: no sideways scroll`).toBeLessThanOrEqual(width);
    await expect(width < 1200 ? menu : nav, `${width}`).toBeVisible();
    await expect(width < 1200 ? nav : menu, `${width}`).toBeHidden();
    // Everything sits inside the bar's padding box, and the visit button shares the row with the brand.
    const inner = await bar.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return { left: box.left + parseFloat(style.paddingLeft), right: box.right - parseFloat(style.paddingRight), top: box.top, bottom: box.bottom };
    });
    const button = await visit.boundingBox();
    expect(button, `${width}`).not.toBeNull();
    if (!button) continue;
    expect(button.x + button.width, `${width}: visit button inside the bar`).toBeLessThanOrEqual(inner.right + 0.5);
    expect(button.y, `${width}: one row`).toBeGreaterThanOrEqual(inner.top);
    expect(button.y + button.height, `${width}: one row`).toBeLessThanOrEqual(inner.bottom);
  }
});

test("every nav route answers with its page, none is a 404", async ({ page, request }) => {
  for (const [, href] of NAV) {
    const response = await request.get(href);
    expect(response.status(), href).toBe(200);
  }
  await page.goto("/termos");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Termos de Uso");
});

test("header strip shows phone, address and service times; visit button goes to the visit section", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Telefone (11) 97352-4180" })).toHaveAttribute("href", "tel:+5511973524180");
  await expect(page.getByText("Rua das Oliveiras, 320 – Vila Formosa, São Paulo").first()).toBeVisible();
  await expect(page.getByText("Qua e Sex 19h30 · Dom 18h30")).toBeVisible();
  await page.getByRole("banner").getByRole("link", { name: "Venha nos Visitar" }).click();
  await expect(page).toHaveURL(/\/contato#visite$/);
  await expect(page.getByRole("heading", { name: "Venha nos Visitar" })).toBeInViewport();
});

test("footer has service times, contacts, legal links and the current year", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  for (const text of ["Quarta-feira, 19h30", "Sexta-feira, 19h30", "Domingo, 18h30", "contato@montecalvario.org.br"]) {
    await expect(footer.getByText(text)).toBeVisible();
  }
  await expect(footer.getByRole("link", { name: /WhatsApp/ })).toHaveAttribute("href", /^https:\/\/wa\.me\/5511973524180\?text=/);
  await expect(footer.getByRole("link", { name: /Ver no mapa/ })).toHaveAttribute("href", /google\.com\/maps/);
  await expect(footer.getByRole("link", { name: /Instagram/ })).toHaveAttribute("target", "_blank");
  await expect(footer.getByText(`© ${new Date().getFullYear()} Igreja Monte Calvário`)).toBeVisible();
  await footer.getByRole("link", { name: "Política de Privacidade" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Política de Privacidade");
  await page.getByRole("contentinfo").getByRole("link", { name: "Termos de Uso" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Termos de Uso");
});

test("the copyright year is the visitor's, not the build's", async ({ page, browser, baseURL }) => {
  const buildYear = new Date().getFullYear();
  const later = buildYear + 5;
  await page.clock.setFixedTime(new Date(`${later}-03-10T12:00:00-03:00`));
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByText(`© ${later} Igreja Monte Calvário`)).toBeVisible();
  await expect(footer.getByText(`© ${buildYear} Igreja Monte Calvário`)).toHaveCount(0);
  // Client navigations keep it.
  await footer.getByRole("link", { name: "Termos de Uso" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Termos de Uso");
  await expect(page.getByRole("contentinfo").getByText(`© ${later} Igreja Monte Calvário`)).toBeVisible();

  // Without JavaScript the pre-rendered year (the build's) is all there is.
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const noJs = await context.newPage();
  await noJs.goto("/");
  await expect(noJs.getByRole("contentinfo").getByText(`© ${buildYear} Igreja Monte Calvário`)).toBeVisible();
  await context.close();
});

test("floating WhatsApp opens a new tab with the greeting and shows its tooltip", async ({ page }) => {
  await page.goto("/agenda");
  const whatsapp = page.getByRole("link", { name: "Fale conosco no WhatsApp (abre em nova aba)" });
  await expect(whatsapp).toHaveAttribute("target", "_blank");
  await expect(whatsapp).toHaveAttribute("rel", "noopener noreferrer");
  const href = await whatsapp.getAttribute("href");
  const url = new URL(href ?? "");
  expect(url.origin + url.pathname).toBe("https://wa.me/5511973524180");
  expect(url.searchParams.get("text")).toContain("gostaria de conhecer melhor a igreja");
  const tooltip = whatsapp.getByText("Fale conosco no WhatsApp");
  await expect(tooltip).toHaveCSS("opacity", "0");
  await whatsapp.hover();
  await expect(tooltip).toHaveCSS("opacity", "1");
});

test("back-to-top appears only past 300 px and returns to the top", async ({ page }) => {
  await page.goto("/");
  const button = page.getByRole("button", { name: "Voltar ao topo" });
  await expect(button).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 280));
  await page.waitForTimeout(150);
  await expect(button).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 320));
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toHaveCount(0);
});

async function recordScrollCalls(page: import("@playwright/test").Page) {
  await page.addInitScript(() => {
    const calls: unknown[] = [];
    (window as unknown as { scrollCalls: unknown[] }).scrollCalls = calls;
    const original = window.scrollTo.bind(window);
    window.scrollTo = ((...args: [ScrollToOptions]) => {
      calls.push(args[0]?.behavior);
      original(...args);
    }) as typeof window.scrollTo;
  });
}

for (const [motion, behavior] of [["no-preference", "smooth"], ["reduce", "instant"]] as const) {
  test(`a route change scrolls to the top (${behavior} with reduced motion "${motion}")`, async ({ page }) => {
    await recordScrollCalls(page);
    await page.emulateMedia({ reducedMotion: motion });
    await page.goto("/");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole("contentinfo").getByRole("link", { name: "Termos de Uso" }).click();
    await expect(page).toHaveURL(/\/termos$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    const calls = await page.evaluate(() => (window as unknown as { scrollCalls: unknown[] }).scrollCalls);
    expect(calls.at(-1)).toBe(behavior);
  });
}
