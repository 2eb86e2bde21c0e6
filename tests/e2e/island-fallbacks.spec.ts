import type { Page, Route } from "@playwright/test";
import formUnavailable from "../../schemas/common/form-unavailable.schema.json" with { type: "json" };
import postListSchema from "../../schemas/blocks/post-list.schema.json" with { type: "json" };
import sermonListSchema from "../../schemas/blocks/sermon-list.schema.json" with { type: "json" };
import { test, expect } from "./support/fixtures";
import { COLOUR_RULES, expectNoAxeViolations } from "./support/axe";
import { contactWords, exactly, filled, firstPageWith, formWords, postListSay } from "./support/content";
import { CHURCH_WHATSAPP } from "./support/outbound-links";
import { SITE, WORDS } from "./support/site-routes";
import { FORM_ENDPOINT } from "./support/fixture-variants";
import { fixtureSite, type TempSite } from "./support/temp-site";

/**
 * When an island's code cannot load (a phone losing its signal, a deploy that replaced the chunk while the page was
 * open), nothing is stuck (src/site/browser/island-fallbacks.ts): a form sent goes where a page without JavaScript
 * sends it, or says in the block's words what happened, with the text kept and WhatsApp and e-mail carrying it; the
 * blog list's buttons lead to their addresses. The chunk is made to fail the way the network fails it (an aborted
 * request), before the visitor starts.
 */

// The browser reports the aborted request, and the page script the island it could not wake: here they are the point.
// (One pattern: Playwright reads a two-item array as a value and its options.)
test.use({ expectedConsoleErrors: [/ERR_FAILED|ERR_INTERNET_DISCONNECTED|Failed to load resource|^A ilha "[a-z-]+" não pôde ser carregada/] });

const fails = (route: Route) => route.abort("failed");
/** The island's own chunk (Vite names it after its file, src/site/blocks/<type>/<name>-island.tsx). */
const islandChunk = (name: string) => `**/assets/${name}-island-*.js`;
const defaults = formUnavailable.properties;

const contactForm = (page: Page) => page.getByRole("form", { name: contactWords.formLabel });
const message = "Peço oração pela saúde da minha mãe.";

async function fillContact(page: Page) {
  const form = contactForm(page);
  await form.getByLabel(contactWords.nameLabel).fill("Maria Souza");
  await form.getByLabel(contactWords.emailFieldLabel, { exact: true }).fill("maria@exemplo.com");
  await form.getByLabel(contactWords.messageLabel).fill(message);
}

/** Every field as the visitor left it: nothing was lost. */
async function expectTextKept(page: Page) {
  const form = contactForm(page);
  await expect(form.getByLabel(contactWords.nameLabel)).toHaveValue("Maria Souza");
  await expect(form.getByLabel(contactWords.emailFieldLabel, { exact: true })).toHaveValue("maria@exemplo.com");
  await expect(form.getByLabel(contactWords.messageLabel)).toHaveValue(message);
}

const contact = firstPageWith("contact-form");

test.describe("the contact form, its code blocked", () => {
  test.skip(!contact, "o conteúdo não tem formulário de contato");

  test("without a form service: says what happened, keeps the text, and WhatsApp and e-mail carry it", async ({ page }) => {
    await page.route(islandChunk("contact-form"), fails);
    await page.goto(contact!.page.route);
    await fillContact(page);
    await contactForm(page)
      .getByRole("button", { name: exactly(formWords.sendByWhatsapp, { end: false }) })
      .click();

    const alert = page.getByRole("alert").filter({ hasText: defaults.text.default });
    await expect(alert).toBeVisible();
    await expect(alert).toBeFocused();
    await expectTextKept(page);
    const whatsapp = new URL((await alert.getByRole("link", { name: defaults.whatsapp.default }).getAttribute("href")) ?? "");
    expect(`${whatsapp.origin}${whatsapp.pathname}`).toBe(`https://wa.me/${CHURCH_WHATSAPP}`);
    const carried = whatsapp.searchParams.get("text") ?? "";
    for (const line of [
      contactWords.formLabel,
      `${contactWords.nameLabel}: Maria Souza`,
      `${contactWords.emailFieldLabel}: maria@exemplo.com`,
      `${contactWords.messageLabel}: ${message}`,
    ])
      expect(carried).toContain(line);
    const email = (await alert.getByRole("link", { name: defaults.email.default }).getAttribute("href")) ?? "";
    expect(email.startsWith(`mailto:${SITE.contact.email}?`)).toBe(true);
    expect(new URLSearchParams(email.slice(email.indexOf("?") + 1)).get("body")).toBe(carried.replace(/\n/g, "\r\n"));
    // A state the site-wide sweep never sees: both schemes (the dark one for its colours).
    await expectNoAxeViolations(page);
    await page.emulateMedia({ colorScheme: "dark" });
    await expectNoAxeViolations(page, COLOUR_RULES);
  });
});

let edited: TempSite;

test.describe("with a form service in site.json, its code blocked", () => {
  test.describe.configure({ mode: "serial", timeout: 180_000 });
  test.beforeAll(async () => {
    // Built once per run, slow for whichever spec asks first.
    test.setTimeout(180_000);
    edited = await fixtureSite("edited");
  });

  test("the message is sent to the service by the browser itself, as without JavaScript", async ({ page }) => {
    const posted: string[] = [];
    await page.route(islandChunk("contact-form"), fails);
    await page.route(FORM_ENDPOINT, (route) => {
      posted.push(route.request().postData() ?? "");
      return route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Recebido</title><h1>Mensagem recebida</h1>" });
    });
    await page.goto(`${edited.url}/contato`);
    await fillContact(page);
    await contactForm(page).getByRole("button", { name: contactWords.submit }).click();
    await expect(page.getByRole("heading", { name: "Mensagem recebida" })).toBeVisible();
    expect(posted).toHaveLength(1);
    expect(Object.fromEntries(new URLSearchParams(posted[0]))).toMatchObject({ nome: "Maria Souza", email: "maria@exemplo.com", mensagem: message });
  });

  test("offline, it is not sent into an error page: the text stays, with WhatsApp and e-mail offered", async ({ page, context }) => {
    await page.goto(`${edited.url}/contato`);
    await context.setOffline(true);
    try {
      await fillContact(page);
      await contactForm(page).getByRole("button", { name: contactWords.submit }).click();
      const alert = page.getByRole("alert").filter({ hasText: defaults.text.default });
      await expect(alert).toBeVisible();
      await expect(page).toHaveURL(`${edited.url}/contato`);
      await expectTextKept(page);
      const whatsapp = new URL((await alert.getByRole("link", { name: defaults.whatsapp.default }).getAttribute("href")) ?? "");
      expect(whatsapp.searchParams.get("text")).toContain(`Mensagem: ${message}`);
    } finally {
      await context.setOffline(false);
    }
  });

  test("a send pressed once the signal is back wakes the form after all, with what was typed", async ({ page, context }) => {
    let posted = "";
    await page.route(FORM_ENDPOINT, async (route) => {
      posted = route.request().postData() ?? "";
      await route.fulfill({ status: 200, contentType: "application/json", headers: { "Access-Control-Allow-Origin": "*" }, body: '{"ok":true}' });
    });
    await page.goto(`${edited.url}/contato`);
    await context.setOffline(true);
    // Starting on the form asks for its code, which cannot come now.
    await fillContact(page);
    await expect(page.locator('[data-island="contact-form"]')).toHaveAttribute("data-island-failed", "");
    await context.setOffline(false);
    await contactForm(page).getByRole("button", { name: contactWords.submit }).click();
    await expect(page.getByRole("heading", { name: "Mensagem enviada. Obrigado!" })).toBeVisible();
    expect(new URLSearchParams(posted).get("mensagem")).toBe(message);
  });

  test("the blog list's buttons lead to their addresses, where the list's code is tried again", async ({ page }) => {
    // The first request for the list's code fails, as after a deploy that replaced it; the page the button leads to
    // loads it.
    let failures = 0;
    await page.route(islandChunk("post-list"), (route) => (failures++ === 0 ? route.abort("failed") : route.continue()));
    await page.goto(`${edited.url}/blog`);
    const recent = page
      .getByRole("list")
      .filter({ has: page.getByRole("heading", { level: 3 }) })
      .getByRole("article");
    await expect(recent).toHaveCount(12);
    await page.getByRole("button", { name: postListSay.showMore }).click();
    await expect(page).toHaveURL(/\/blog\?pagina=2$/);
    await expect(recent).toHaveCount(24);
    await expect(page.getByText(filled(postListSay.shown, { n: 24, total: 32 }), { exact: true })).toBeVisible();
    expect(failures).toBe(2);
  });

  test("the blog list's filter too; when the code cannot come at all, the list says so in its own words", async ({ page }) => {
    await page.route(islandChunk("post-list"), fails);
    await page.goto(`${edited.url}/blog`);
    const filter = page.getByRole("list", { name: postListSay.filterLabel });
    await filter.getByRole("button", { name: "Estudos" }).click();
    await expect(page).toHaveURL(/\/blog\?category=Estudos$/);
    // The address asked for a category the page cannot filter now: the note says so, above the whole list.
    const note = page.getByRole("status").filter({ hasText: postListSchema.properties.unavailableText.default });
    await expect(note).toBeVisible();
    await expect(page.getByRole("article").first()).toBeVisible();
    // "Todos" leads back to the page's own address.
    await filter.getByRole("button", { name: postListSay.allCategories }).click();
    await expect(page).toHaveURL(new RegExp(`^${edited.url}/blog$`));
    await expect(note).toBeHidden();
  });
});

test.describe("the sermons' archive", () => {
  test.describe.configure({ mode: "serial", timeout: 180_000 });
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    edited = await fixtureSite("edited");
  });
  const sermons = (page: Page) => page.getByRole("article").filter({ has: page.getByRole("heading", { level: 3 }) });

  test("keeps how many pages are shown in the address, so a reload shows the same archive", async ({ page }) => {
    await page.goto(`${edited.url}/mensagens`);
    await page.getByRole("button", { name: WORDS.sermons.showMore }).click();
    await expect(page).toHaveURL(/\/mensagens\?pagina=2$/);
    const shown = await sermons(page).count();
    expect(shown).toBeGreaterThan(12);
    await page.reload();
    await expect(sermons(page)).toHaveCount(shown);
    await expect(page.getByRole("button", { name: WORDS.sermons.showMore })).toHaveCount(0);
  });

  test("its code blocked, Mostrar mais leads to its address; when it cannot come there either, the archive says so", async ({ page }) => {
    await page.route(islandChunk("sermon-archive"), fails);
    await page.goto(`${edited.url}/mensagens`);
    await page.getByRole("button", { name: WORDS.sermons.showMore }).click();
    await expect(page).toHaveURL(/\/mensagens\?pagina=2$/);
    await expect(page.getByRole("status").filter({ hasText: sermonListSchema.properties.unavailableText.default })).toBeVisible();
    await expect(page.getByText(/^Mostrando 12 de \d+ mensagens$/)).toBeVisible();
  });
});

const groups = firstPageWith("group-list");

test.describe("when the page's own script cannot load", () => {
  test.skip(!groups, "o conteúdo não tem lista de células");

  test("the page shows itself as without JavaScript: the menu as links, every group, no filter left dead", async ({ page }) => {
    await page.route("**/assets/index-*.js", fails);
    await page.goto(groups!.page.route);
    await expect(page.locator("html")).not.toHaveAttribute("data-js", "");
    await expect(page.getByRole("article")).toHaveCount(groups!.section.groups.length);
    await expect(page.getByLabel("Dia")).toBeHidden();
    await expect(page.getByRole("button", { name: /menu/i })).toBeHidden();
    await expect(page.getByRole("navigation", { name: "Principal" }).getByRole("link")).toHaveCount(SITE.nav.length);
  });
});
