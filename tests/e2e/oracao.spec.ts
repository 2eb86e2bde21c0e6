import type { BrowserContext, Locator, Page } from "@playwright/test";
import { PRAYER_DRAFT_KEY } from "../../src/site/blocks/prayer-request/prayer-address";
import { prayerAsideWords } from "../../src/site/blocks/prayer-request/prayer-request-words";
import { exactly, firstPageWith, formWords, prayerWords } from "./support/content";
import { SITE } from "./support/site-routes";
import { test, expect } from "./support/fixtures";
import { expectNoAxeViolations } from "./support/axe";
import { CHURCH_WHATSAPP } from "./support/outbound-links";

// The prayer request (docs/product-decisions.md, "Prayer requests"), on the page of the content that has one.

const prayer = firstPageWith("prayer-request");
const route = prayer?.page.route ?? "/";
const EMAIL = SITE.contact.email;

const form = (page: Page) => page.getByRole("form", { name: prayerWords.formLabel });
const fields = (page: Page) => {
  const f = form(page);
  return {
    nome: f.getByLabel(prayerWords.nameLabel),
    pedido: f.getByLabel(prayerWords.requestLabel),
    publico: f.getByRole("checkbox", { name: prayerWords.publicLabel }),
    retorno: f.getByLabel(prayerWords.callbackLabel),
  };
};
const sendWhatsapp = (page: Page) => form(page).getByRole("button", { name: exactly(formWords.sendByWhatsapp, { end: false }) });
const sendEmail = (page: Page) => form(page).getByRole("link", { name: formWords.sendByEmail });
const draft = (page: Page) => page.evaluate((key) => sessionStorage.getItem(key), PRAYER_DRAFT_KEY);

async function expectError(control: Locator, message: string) {
  await expect(control).toHaveAttribute("aria-invalid", "true");
  await expect(control).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
}

async function answerWhatsappLocally(context: BrowserContext) {
  await context.route(/^https:\/\/wa\.me\//, (route) => route.fulfill({ contentType: "text/html", body: "<title>WhatsApp</title>" }));
}

const REQUEST = "Peço oração pelo meu pai, que começa o tratamento nesta semana.";

test.describe("the prayer request", () => {
  test.skip(!prayer, "nenhuma página tem o bloco de pedido de oração");

  test("shows the care the content promises beside the form, with every field labelled", { tag: "@content" }, async ({ page }) => {
    await page.goto(route);
    const aside = page.getByRole("complementary", { name: prayerAsideWords(prayer!.section).careHeading });
    for (const text of prayer!.section.care) await expect(aside).toContainText(text);
    const f = fields(page);
    for (const control of Object.values(f)) await expect(control).toBeVisible();
    await expect(f.publico).not.toBeChecked();
  });

  test("validation: the request is required, the name and the callback are optional but checked when given", async ({ page, context }) => {
    await page.goto(route);
    const f = fields(page);
    await sendWhatsapp(page).click();
    await expect(f.pedido).toBeFocused();
    await expectError(f.pedido, "Escreva o seu pedido de oração.");
    await expect(f.nome).not.toHaveAttribute("aria-invalid", /.*/);
    await expect(f.retorno).not.toHaveAttribute("aria-invalid", /.*/);

    await f.nome.fill("M");
    await f.pedido.fill("Oração");
    await f.retorno.fill("11 9876");
    await sendWhatsapp(page).click();
    await expect(f.nome).toBeFocused();
    await expectError(f.nome, "O nome precisa ter pelo menos 2 letras, ou deixe o campo em branco.");
    await expectError(f.pedido, "O pedido precisa ter pelo menos 10 caracteres.");
    await expectError(f.retorno, "Confira: escreva um telefone com DDD");

    // After a failed send, errors follow the typing.
    await f.nome.fill("");
    await expect(f.nome).not.toHaveAttribute("aria-invalid", /.*/);
    await f.retorno.fill("maria@exemplo");
    await expectError(f.retorno, "ou um e-mail, como nome@exemplo.com.");
    await f.retorno.fill("maria@exemplo.com");
    await expect(f.retorno).not.toHaveAttribute("aria-invalid", /.*/);
    expect(context.pages()).toHaveLength(1);
  });

  test("an anonymous request goes to WhatsApp saying so, with public prayer as ticked, and the draft stays until the visitor says it left", async ({
    page,
    context,
  }) => {
    await answerWhatsappLocally(context);
    await page.goto(route);
    const f = fields(page);
    await f.pedido.fill(REQUEST);
    await f.publico.check();
    await f.retorno.fill("(11) 98765-4321");
    const popupOpened = page.waitForEvent("popup");
    await sendWhatsapp(page).click();
    const popup = await popupOpened;
    await popup.waitForURL(/^https:\/\/wa\.me\//);
    const url = new URL(popup.url());
    expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/${CHURCH_WHATSAPP}`);
    expect(url.searchParams.get("text")).toBe(
      [
        "Olá! Envio um pedido de oração pelo site da igreja.",
        "",
        "Prefiro não me identificar.",
        "",
        "Pedido:",
        REQUEST,
        "",
        "Oração em público: Sim: a igreja pode orar por este pedido em público.",
        "",
        "Para falar comigo: (11) 98765-4321",
      ].join("\n"),
    );
    await expect(page.getByRole("heading", { name: "Seu pedido está pronto no WhatsApp" })).toBeFocused();
    expect(await draft(page)).toContain("tratamento");

    await page.getByRole("button", { name: "Voltar e editar o pedido" }).click();
    await expect(f.pedido).toBeFocused();
    await expect(f.publico).toBeChecked();
    await sendWhatsapp(page).click();
    await page.getByRole("button", { name: "Já enviei: fazer outro pedido" }).click();
    await expect(f.nome).toBeFocused();
    await expect(f.pedido).toHaveValue("");
    await expect(f.publico).not.toBeChecked();
    expect(await draft(page)).toBeNull();
  });

  test("by e-mail, with the name: subject and body for the church's address; unticked means only the prayer team", async ({ page }) => {
    await page.goto(route);
    const f = fields(page);
    await f.nome.fill("Maria Souza");
    await f.pedido.fill(REQUEST);
    // The link follows the fields as React renders them.
    await expect(sendEmail(page)).toHaveAttribute("href", /\?subject=Pedido.*body=.*Pedido%3A/);
    const href = (await sendEmail(page).getAttribute("href")) ?? "";
    expect(href.startsWith(`mailto:${EMAIL}?`)).toBe(true);
    const params = new URLSearchParams(href.slice(href.indexOf("?") + 1));
    expect(params.get("subject")).toBe("Pedido de oração: Maria Souza");
    const body = params.get("body") ?? "";
    expect(body).toContain("Nome: Maria Souza\r\n");
    expect(body).toContain(`Pedido:\r\n${REQUEST}\r\n`);
    expect(body).toContain("Oração em público: Não: só a equipe de oração deve ler este pedido.");
    expect(body).not.toContain("Para falar comigo");
    await sendEmail(page).click();
    await expect(page.getByRole("heading", { name: "Seu pedido está pronto no e-mail" })).toBeFocused();
    await expect(page.getByRole("link", { name: "Abrir o e-mail de novo" })).toHaveAttribute("href", href);
  });

  test("a draft, the tick included, survives a reload; the form wakes at once to show it", async ({ page }) => {
    await page.goto(route);
    const f = fields(page);
    await f.nome.fill("João");
    await f.pedido.fill(REQUEST);
    await f.publico.check();
    // The first touch woke the form; what was typed meanwhile is kept once it is awake (a busy machine takes a while).
    await expect(form(page).locator("xpath=ancestor::*[@data-hydrated]")).toHaveCount(1);
    await page.reload();
    await expect(f.nome).toHaveValue("João");
    await expect(f.pedido).toHaveValue(REQUEST);
    await expect(f.publico).toBeChecked();
    await expect(form(page).locator("xpath=ancestor::*[@data-hydrated]")).toHaveCount(1);
  });

  test("a planted draft is held to the fields' rules: no control characters, no 100 KB request", async ({ page }) => {
    await page.addInitScript((key) => {
      if (sessionStorage.getItem("planted")) return;
      sessionStorage.setItem("planted", "1");
      sessionStorage.setItem(key, JSON.stringify({ fields: { nome: "Ana\u202E\r\nLima", pedido: "x".repeat(100_000), retorno: 42, publico: "sim" } }));
    }, PRAYER_DRAFT_KEY);
    await page.goto(route);
    const f = fields(page);
    await expect(f.nome).toHaveValue("Ana Lima");
    expect((await f.pedido.inputValue()).length).toBe(2000);
    await expect(f.retorno).toHaveValue("");
    await expect(f.publico).not.toBeChecked();
  });

  test("works without JavaScript: the form sends by e-mail with its fields", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto(route);
    await expect(form(page)).toHaveAttribute("action", `mailto:${EMAIL}`);
    for (const name of ["nome", "pedido", "publico", "retorno"]) await expect(form(page).locator(`[name="${name}"]`)).toHaveCount(1);
    await expect(sendEmail(page)).toHaveAttribute("href", `mailto:${EMAIL}`);
    await context.close();
  });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1366, height: 900 },
  ]) {
    // The page as it loads is in the site-wide sweep (site-wide.spec.ts); this is the form showing its errors.
    test(`nothing wider than the screen at ${viewport.width} px, and no axe violations with the errors shown`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(route);
      await expect(fields(page).pedido).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await fields(page).nome.fill("M");
      await sendWhatsapp(page).click();
      await expect(fields(page).nome).toBeFocused();
      await expectNoAxeViolations(page);
    });
  }
});
