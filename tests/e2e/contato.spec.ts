import type { BrowserContext, Locator, Page } from "@playwright/test";
import { fullAddress, secretariatHours, shortAddress } from "../../src/site/data/site-selectors";
import { directionsHref, mapQuery } from "../../src/lib/churches";
import { formatTime, weekdayName, type Weekday } from "../../src/lib/time";
import { PRAYER_DRAFT_KEY } from "../../src/site/blocks/prayer-request/prayer-address";
import { contactWords, exactly, firstPageWith, formWords, prayerWords, sede } from "./support/content";
import { SITE } from "./support/site-routes";
import { test, expect } from "./support/fixtures";
import { contactAsideWords } from "../../src/site/blocks/contact-form/contact-form-words";
import { gate } from "./support/gate";
import { expectNoAxeViolations } from "./support/axe";
import { CHURCH_WHATSAPP, expectNewTab } from "./support/outbound-links";
import { FORM_ENDPOINT as ENDPOINT, NEWSLETTER_ENDPOINT } from "./support/fixture-variants";
import { fixtureSite, type TempSite } from "./support/temp-site";

const DRAFT_KEY = "monte-calvario:contato:rascunho";
const EMAIL = SITE.contact.email;
const serviceLines = (sede.serviceTimes ?? []).map((service) => `${weekdayName(service.day as Weekday)}, ${formatTime(service.time)}`);
const mapBlock = firstPageWith("map");

const form = (page: Page) => page.getByRole("form", { name: contactWords.formLabel });
const fields = (page: Page) => {
  const f = form(page);
  return {
    nome: f.getByLabel(contactWords.nameLabel),
    telefone: f.getByLabel(contactWords.phoneFieldLabel),
    email: f.getByLabel(contactWords.emailFieldLabel, { exact: true }),
    assunto: f.getByLabel(contactWords.subjectLabel),
    mensagem: f.getByLabel(contactWords.messageLabel),
  };
};
const sendWhatsapp = (page: Page) => form(page).getByRole("button", { name: exactly(formWords.sendByWhatsapp, { end: false }) });
const sendEmail = (page: Page) => form(page).getByRole("link", { name: formWords.sendByEmail });
const draft = (page: Page) => page.evaluate((key) => sessionStorage.getItem(key), DRAFT_KEY);

async function expectError(control: Locator, message: string) {
  await expect(control).toHaveAttribute("aria-invalid", "true");
  await expect(control).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
  await expect(control.page().getByText(message).first()).toBeVisible();
}

async function fillValid(page: Page) {
  const f = fields(page);
  await f.nome.fill("Maria Souza");
  await f.telefone.pressSequentially("11987654321");
  await f.email.fill("maria@exemplo.com");
  await f.assunto.fill("Pedido de oração");
  await f.mensagem.fill("Peço oração pela saúde da minha mãe.");
}

const composed = [
  "Olá! Meu nome é Maria Souza e escrevo pelo site da igreja.",
  "",
  "Assunto: Pedido de oração",
  "",
  "Peço oração pela saúde da minha mãe.",
  "",
  "Para me responder:",
  "Telefone: (11) 98765-4321",
  "E-mail: maria@exemplo.com",
].join("\n");

/** Popups are pages the fixture does not guard: answer wa.me locally so nothing leaves the machine. */
async function answerWhatsappLocally(context: BrowserContext) {
  await context.route(/^https:\/\/wa\.me\//, (route) => route.fulfill({ contentType: "text/html", body: "<title>WhatsApp</title>" }));
}

test("the side info shows the sede's address and hours, and the WhatsApp and e-mail of site.json", { tag: "@content" }, async ({ page }) => {
  const form = firstPageWith("contact-form");
  test.skip(!form, "o conteúdo não tem formulário de contato");
  await page.goto(form?.page.route ?? "/contato");
  const info = page.getByRole("complementary", { name: contactAsideWords(form?.section).asideHeading });
  await expect(info).toContainText(fullAddress(sede.address));
  const whatsapp = info.getByRole("link", { name: SITE.contact.whatsapp });
  await expectNewTab(whatsapp);
  expect(await whatsapp.getAttribute("href")).toMatch(new RegExp(`^https://wa\\.me/${CHURCH_WHATSAPP}\\?text=`));
  await expect(info.getByRole("link", { name: EMAIL })).toHaveAttribute("href", `mailto:${EMAIL}`);
  const office = sede.secretariat ? [secretariatHours(sede.secretariat), "Secretaria"] : [];
  for (const text of [...serviceLines, ...(sede.serviceTimes ?? []).map((service) => service.name), ...office]) {
    await expect(info).toContainText(text);
  }
});

test("validation speaks Portuguese next to each field, marks it invalid and focuses the first error", async ({ page, context }) => {
  await page.goto("/contato");
  const f = fields(page);
  await sendWhatsapp(page).click();
  await expect(f.nome).toBeFocused();
  await expectError(f.nome, "Digite seu nome.");
  await expectError(f.telefone, "Deixe um telefone ou um e-mail para podermos responder.");
  await expectError(f.email, "Deixe um telefone ou um e-mail para podermos responder.");
  await expectError(f.mensagem, "Escreva sua mensagem.");
  await expect(f.assunto).not.toHaveAttribute("aria-invalid", /.*/);

  await f.nome.fill("M");
  await f.email.fill("maria@");
  await f.mensagem.fill("Oi, paz!");
  await sendWhatsapp(page).click();
  await expect(f.nome).toBeFocused();
  await expectError(f.nome, "O nome precisa ter pelo menos 2 letras.");
  await expectError(f.email, "Confira o e-mail: ele deve ser como nome@exemplo.com.");
  await expectError(f.mensagem, "A mensagem precisa ter pelo menos 10 caracteres.");
  // The phone is no longer required once an e-mail is given.
  await expect(f.telefone).not.toHaveAttribute("aria-invalid", /.*/);

  // After a failed send, errors follow the typing.
  await f.nome.fill("Maria Souza");
  await expect(f.nome).not.toHaveAttribute("aria-invalid", /.*/);
  await sendWhatsapp(page).click();
  await expect(f.email).toBeFocused();
  await f.email.fill("");
  await f.telefone.pressSequentially("119876");
  await sendWhatsapp(page).click();
  await expect(f.telefone).toBeFocused();
  await expectError(f.telefone, "Confira o telefone: use o DDD e o número, como (11) 98765-4321.");
  expect(context.pages()).toHaveLength(1);
});

test("the phone is formatted as it is typed", async ({ page }) => {
  await page.goto("/contato");
  const { telefone } = fields(page);
  await telefone.pressSequentially("11987654321");
  await expect(telefone).toHaveValue("(11) 98765-4321");
  await telefone.fill("");
  await telefone.pressSequentially("1134567890");
  await expect(telefone).toHaveValue("(11) 3456-7890");
  await telefone.fill("+55 11 98765-4321");
  await expect(telefone).toHaveValue("(11) 98765-4321");
  // Fixing a digit in the middle ("98" → "95") keeps the caret where it was.
  await telefone.evaluate((input: HTMLInputElement) => input.setSelectionRange(7, 7));
  await page.keyboard.press("Backspace");
  await page.keyboard.type("5");
  await expect(telefone).toHaveValue("(11) 95765-4321");
});

test("WhatsApp send opens wa.me with the composed message and keeps the draft until the visitor says it was sent", async ({ page, context }) => {
  await answerWhatsappLocally(context);
  await page.goto("/contato");
  await fillValid(page);
  // Typed before the form's code woke up, the text is replayed into it and saved then (src/site/islands/typed-fields.ts).
  await expect.poll(() => draft(page)).toContain("Maria Souza");
  const popupOpened = page.waitForEvent("popup");
  await sendWhatsapp(page).click();
  const popup = await popupOpened;
  await popup.waitForURL(/^https:\/\/wa\.me\//);
  // The new tab cannot reach back into the site, as rel="noopener" promises.
  expect(await popup.evaluate(() => window.opener)).toBeNull();
  const url = new URL(popup.url());
  expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/${CHURCH_WHATSAPP}`);
  expect(url.searchParams.get("text")).toBe(composed);

  const heading = page.getByRole("heading", { name: "Sua mensagem está pronta no WhatsApp" });
  await expect(heading).toBeFocused();
  const again = page.getByRole("link", { name: /^Abrir o WhatsApp de novo/ });
  await expectNewTab(again);
  expect(new URL((await again.getAttribute("href")) ?? "").searchParams.get("text")).toBe(composed);
  // Opening WhatsApp is not sending: a closed app or a lost connection must not cost the text.
  expect(await draft(page)).toContain("Peço oração pela saúde da minha mãe.");

  await page.getByRole("button", { name: "Voltar e editar a mensagem" }).click();
  await expect(fields(page).mensagem).toBeFocused();
  await expect(fields(page).mensagem).toHaveValue("Peço oração pela saúde da minha mãe.");
  await page.reload();
  await expect(fields(page).nome).toHaveValue("Maria Souza");

  await sendWhatsapp(page).click();
  await page.getByRole("button", { name: "Já enviei: escrever outra mensagem" }).click();
  await expect(fields(page).nome).toBeFocused();
  await expect(fields(page).nome).toHaveValue("");
  expect(await draft(page)).toBeNull();
  await page.reload();
  await expect(fields(page).mensagem).toHaveValue("");
});

test("a blocked popup leaves a visible link that opens WhatsApp, and the text stays", async ({ page }) => {
  // What a popup blocker does: window.open returns null and nothing opens.
  await page.addInitScript(() => {
    window.open = () => null;
  });
  await page.goto("/contato");
  await fillValid(page);
  await sendWhatsapp(page).click();
  await expect(page.getByRole("heading", { name: "Falta um toque para abrir o WhatsApp" })).toBeFocused();
  await expect(page.getByText("O navegador não deixou o site abrir uma nova aba.")).toBeVisible();
  const open = page.getByRole("link", { name: /^Abrir o WhatsApp/ });
  await expect(open).toBeVisible();
  await expectNewTab(open);
  expect(new URL((await open.getAttribute("href")) ?? "").searchParams.get("text")).toBe(composed);
  expect(await draft(page)).toContain("Maria Souza");
});

test("the e-mail alternative writes subject and body for the church's address", async ({ page }) => {
  await page.goto("/contato");
  await fillValid(page);
  // The link is written by the form's code once it has read what was typed: wait for it rather than read it early.
  await expect
    .poll(
      async () =>
        ((await sendEmail(page).getAttribute("href")) ?? "").startsWith(`mailto:${EMAIL}?`) && (await sendEmail(page).getAttribute("href"))?.includes("body="),
    )
    .toBe(true);
  const href = (await sendEmail(page).getAttribute("href")) ?? "";
  const params = new URLSearchParams(href.slice(href.indexOf("?") + 1));
  expect(params.get("subject")).toBe("Contato pelo site: Pedido de oração");
  expect(params.get("body")).toBe(composed.replace(/\n/g, "\r\n"));

  // Invalid fields stop the e-mail too.
  await fields(page).mensagem.fill("");
  await sendEmail(page).click();
  await expect(fields(page).mensagem).toBeFocused();
  await expectError(fields(page).mensagem, "Escreva sua mensagem.");

  await fields(page).mensagem.fill("Peço oração pela saúde da minha mãe.");
  await sendEmail(page).click();
  await expect(page.getByRole("heading", { name: "Sua mensagem está pronta no e-mail" })).toBeFocused();
  await expect(page.getByRole("link", { name: "Abrir o e-mail de novo" })).toHaveAttribute("href", href);
  // There may be no e-mail app at all: the text stays until the visitor confirms it left.
  expect(await draft(page)).toContain("Peço oração");
  await page.getByRole("button", { name: "Já enviei: escrever outra mensagem" }).click();
  expect(await draft(page)).toBeNull();
});

test("a draft survives a reload, and leaving the page and coming back", async ({ page }) => {
  await page.goto("/contato");
  const f = fields(page);
  await f.nome.fill("João Pereira");
  await f.telefone.pressSequentially("1134567890");
  await f.mensagem.fill("Quero saber mais sobre o estudo bíblico.");
  await expect.poll(() => draft(page)).toContain("estudo bíblico");
  await page.reload();
  await expect(f.nome).toHaveValue("João Pereira");
  // A new visit, not a reload: the browser restores no field by itself, only the saved draft can.
  await page.goto("/");
  await page.goto("/contato");
  await expect(f.nome).toHaveValue("João Pereira");
  await expect(f.telefone).toHaveValue("(11) 3456-7890");
  await expect(f.mensagem).toHaveValue("Quero saber mais sobre o estudo bíblico.");
});

test("?assunto= fills the subject after hydration, and a reload keeps the visitor's edit", async ({ page }) => {
  await page.goto("/contato?assunto=Minist%C3%A9rio%20de%20Jovens");
  const { assunto } = fields(page);
  await expect(assunto).toHaveValue("Ministério de Jovens");
  await assunto.fill("Ministério de Jovens: encontros de sábado");
  await page.reload();
  await expect(assunto).toHaveValue("Ministério de Jovens: encontros de sábado");

  // The pre-rendered HTML is the same for every query: the subject is filled by the live page.
  const html = await (await page.request.get("/contato?assunto=AssuntoVindoDoLink")).text();
  expect(html).toContain('name="assunto" value=""');
  expect(html).not.toContain("AssuntoVindoDoLink");
});

// A ministry's “Fale Conosco” arrives at the form with its subject filled and the name field focused: ministerios.spec.ts.
test("a link to the form, with a draft already holding a name, sends the visitor straight to the message", async ({ page }) => {
  await page.goto("/contato?assunto=Minist%C3%A9rio%20de%20Jovens#mensagem");
  await fields(page).nome.fill("Maria Souza");
  await page.reload();
  await expect(fields(page).assunto).toHaveValue("Ministério de Jovens");
  await expect(fields(page).mensagem).toBeFocused();
});

test("the map loads only on request, at zoom 15; directions open in a new tab", async ({ page }) => {
  const googleRequests: string[] = [];
  await page.route(/^https:\/\/(maps|www)\.google\.com\//, (route) => {
    googleRequests.push(route.request().url());
    return route.fulfill({ contentType: "text/html", body: "<title>Mapa</title><p>Mapa de teste</p>" });
  });
  test.skip(!mapBlock, "nenhuma página tem o bloco map");
  await page.goto(mapBlock?.page.route ?? "/");
  const visit = page.getByRole("region", { name: mapBlock?.section.heading });
  await expect(visit.getByRole("img", { name: mapBlock?.section.image.alt })).toBeVisible();
  await expect(visit.locator("iframe")).toHaveCount(0);

  const directions = visit.getByRole("link", { name: /^Como chegar/ });
  await expectNewTab(directions);
  const route = new URL((await directions.getAttribute("href")) ?? "");
  expect(`${route.origin}${route.pathname}`).toBe("https://www.google.com/maps/dir/");
  expect(route.searchParams.get("api")).toBe("1");
  // To the sede's coordinates, unless the block says what to look for.
  expect(route.toString()).toBe(
    mapBlock?.section.mapsQuery
      ? new URL(`https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(mapBlock.section.mapsQuery)}`).toString()
      : directionsHref(sede),
  );
  expect(googleRequests).toEqual([]);

  await visit.getByRole("button", { name: "Carregar mapa" }).click();
  const frame = visit.locator("iframe");
  await expect(frame).toHaveAttribute("title", `Mapa do Google: ${SITE.name}, ${shortAddress(sede.address)}`);
  await expect(frame).toBeFocused();
  const src = new URL((await frame.getAttribute("src")) ?? "");
  expect(src.searchParams.get("z")).toBe(String(mapBlock?.section.zoom ?? 15));
  expect(src.searchParams.get("output")).toBe("embed");
  expect(src.searchParams.get("q")).toBe(mapBlock?.section.mapsQuery ?? mapQuery(sede));
  await expect.poll(() => googleRequests.length).toBe(1);
});

test("the header's visit button lands on the visit invitation, with its text, the address and the services", { tag: "@content" }, async ({ page }) => {
  test.skip(!mapBlock?.section.id || !SITE.headerAction.href.endsWith(`#${mapBlock.section.id}`), "o botão do topo não leva ao bloco map");
  await page.goto("/");
  await page.getByRole("banner").getByRole("link", { name: SITE.headerAction.label }).click();
  await expect(page).toHaveURL((url) => url.pathname + url.hash === SITE.headerAction.href);
  const visit = page.getByRole("region", { name: mapBlock?.section.heading });
  await expect(visit.getByRole("heading", { level: 2 })).toBeInViewport();
  if (mapBlock?.section.text) await expect(visit).toContainText(mapBlock.section.text);
  await expect(visit).toContainText(sede.address.street);
  if (mapBlock?.section.showServiceTimes) for (const line of serviceLines) await expect(visit).toContainText(line);
});

test("works without JavaScript: the form still sends by e-mail and the directions link is there", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto("/contato");
  await expect(form(page)).toHaveAttribute("action", `mailto:${EMAIL}`);
  for (const name of ["nome", "telefone", "email", "assunto", "mensagem"]) await expect(form(page).locator(`[name="${name}"]`)).toHaveCount(1);
  await expect(sendEmail(page)).toHaveAttribute("href", `mailto:${EMAIL}`);
  await expect(page.getByRole("link", { name: /^Como chegar/ })).toHaveAttribute("href", /^https:\/\/www\.google\.com\/maps\/dir\//);
  await context.close();
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  // The page as it loads is in the site-wide sweep (site-wide.spec.ts); this is the form showing its errors.
  test(`nothing wider than the screen at ${viewport.width} px, and no axe violations with the errors shown`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto("/contato");
    await expect(fields(page).nome).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await sendWhatsapp(page).click();
    await expect(fields(page).nome).toBeFocused();
    await expectNoAxeViolations(page);
  });
}

let site: TempSite;

test.describe("with a form endpoint in site.json", () => {
  test.describe.configure({ mode: "serial", timeout: 180_000 });
  // The browser reports the failing endpoint's 500 in the console; here it is the point of the test.
  test.use({ expectedConsoleErrors: [/status of 500/] });

  test.beforeAll(async () => {
    // The tests' own site with the endpoint (the privacy text checked below is the fixture's): built once per
    // run, slow for whichever spec asks first.
    test.setTimeout(180_000);
    site = await fixtureSite("edited");
  });

  test("posts the fields, shows sending then success, and clears the draft", async ({ page }) => {
    const posted: string[] = [];
    // The service answers once the "sending" state has been seen.
    const answer = gate();
    await page.route(ENDPOINT, async (route) => {
      posted.push(route.request().postData() ?? "");
      await answer.passed;
      await route.fulfill({ status: 200, contentType: "application/json", headers: { "Access-Control-Allow-Origin": "*" }, body: '{"ok":true}' });
    });
    await page.goto(`${site.url}/contato`);
    await fillValid(page);
    await expect(form(page).getByRole("button", { name: exactly(formWords.sendByWhatsapp, { end: false }) })).toHaveCount(0);
    await form(page).getByRole("button", { name: contactWords.submit }).click();
    await expect(form(page).getByRole("button", { name: formWords.sending })).toHaveAttribute("aria-disabled", "true");
    await expect(page.getByRole("status").filter({ hasText: contactWords.sendingStatus })).toBeVisible();
    answer.open();
    await expect(page.getByRole("heading", { name: "Mensagem enviada. Obrigado!" })).toBeFocused();

    expect(posted).toHaveLength(1);
    const body = new URLSearchParams(posted[0]);
    expect(Object.fromEntries(body)).toMatchObject({
      nome: "Maria Souza",
      telefone: "(11) 98765-4321",
      email: "maria@exemplo.com",
      assunto: "Pedido de oração",
      mensagem: "Peço oração pela saúde da minha mãe.",
    });
    expect(await draft(page)).toBeNull();
  });

  test("/privacidade names the form services site.json sends to", async ({ page }) => {
    await page.goto(`${site.url}/privacidade`);
    const main = page.getByRole("main");
    await expect(main).toContainText("Serviço de formulários: ao enviar pelo próprio site");
    // The contact form's service and the newsletter's: the variant's site.json names both.
    await expect(main).toContainText(`(${new URL(ENDPOINT).hostname} e ${new URL(NEWSLETTER_ENDPOINT).hostname})`);
    await expect(main).not.toContainText("hoje o site não usa nenhum");
  });

  test("a failed send keeps every word, offers WhatsApp and e-mail, and can be retried", async ({ page }) => {
    let fail = true;
    await page.route(ENDPOINT, (route) =>
      route.fulfill({ status: fail ? 500 : 200, contentType: "application/json", headers: { "Access-Control-Allow-Origin": "*" }, body: "{}" }),
    );
    await page.goto(`${site.url}/contato`);
    await fillValid(page);
    await form(page).getByRole("button", { name: contactWords.submit }).click();
    const alert = page.getByRole("alert").filter({ hasText: formWords.sendFailed });
    await expect(alert).toBeVisible();
    await expect(fields(page).mensagem).toHaveValue("Peço oração pela saúde da minha mãe.");
    expect(await draft(page)).toContain("Peço oração");
    const whatsapp = alert.getByRole("link", { name: exactly(formWords.sendByWhatsapp, { end: false }) });
    await expectNewTab(whatsapp);
    expect(new URL((await whatsapp.getAttribute("href")) ?? "").searchParams.get("text")).toBe(composed);
    await expect(alert.getByRole("link", { name: formWords.sendByEmail })).toHaveAttribute(
      "href",
      new RegExp(`^mailto:${EMAIL.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\?subject=`),
    );

    await page.reload();
    await expect(fields(page).mensagem).toHaveValue("Peço oração pela saúde da minha mãe.");
    await form(page).getByRole("button", { name: contactWords.submit }).click();
    await expect(page.getByRole("alert").filter({ hasText: formWords.sendFailed })).toBeVisible();
    fail = false;
    await form(page).getByRole("button", { name: formWords.sendAgain }).click();
    await expect(page.getByRole("heading", { name: "Mensagem enviada. Obrigado!" })).toBeVisible();
    expect(await draft(page)).toBeNull();
  });

  // The prayer request (tests/e2e/oracao.spec.ts) sends to the same service: tested here, on the same build.
  test("the prayer request posts its own fields, marked as a prayer request, and clears its draft", async ({ page }) => {
    const posted: string[] = [];
    await page.route(ENDPOINT, async (route) => {
      posted.push(route.request().postData() ?? "");
      await route.fulfill({ status: 200, contentType: "application/json", headers: { "Access-Control-Allow-Origin": "*" }, body: '{"ok":true}' });
    });
    await page.goto(`${site.url}/oracao`);
    const prayerForm = page.getByRole("form", { name: prayerWords.formLabel });
    await expect(prayerForm.getByLabel(prayerWords.nameLabel)).toHaveAccessibleDescription(prayerWords.nameHint);
    await prayerForm.getByLabel(prayerWords.requestLabel).fill("Peço oração pela minha família nesta mudança de cidade.");
    await prayerForm.getByLabel(prayerWords.callbackLabel).fill("maria@exemplo.com");
    await prayerForm.getByRole("button", { name: prayerWords.submit }).click();
    await expect(page.getByRole("heading", { name: "Pedido recebido. Estamos orando com você." })).toBeFocused();
    expect(posted).toHaveLength(1);
    expect(Object.fromEntries(new URLSearchParams(posted[0]))).toEqual({
      formulario: "pedido-de-oracao",
      nome: "",
      pedido: "Peço oração pela minha família nesta mudança de cidade.",
      "oracao-em-publico": "não",
      email: "maria@exemplo.com",
      _subject: "Pedido de oração",
    });
    expect(await page.evaluate((key) => sessionStorage.getItem(key), PRAYER_DRAFT_KEY)).toBeNull();
  });
});

test("a link's CR LF and a planted 100 KB draft reach neither the fields, the saved draft nor the WhatsApp link", async ({ page, context }) => {
  await answerWhatsappLocally(context);
  await page.addInitScript(
    ([key, huge]) => {
      if (sessionStorage.getItem(key)) return;
      sessionStorage.setItem(
        key,
        JSON.stringify({ fields: { nome: `Maria${huge}`, telefone: "(11) 98765-4321", email: "", assunto: "", mensagem: `Oração${huge}` } }),
      );
    },
    [DRAFT_KEY, "x".repeat(100_000)] as const,
  );
  await page.goto("/contato?assunto=Ora%C3%A7%C3%A3o%0D%0ABcc:%20evil@x.z");
  const f = fields(page);
  await expect(f.assunto).toHaveValue("Oração Bcc: evil@x.z");
  const [nome, mensagem] = [await f.nome.inputValue(), await f.mensagem.inputValue()];
  expect(nome.length).toBeLessThanOrEqual(Number(await f.nome.getAttribute("maxlength")));
  expect(mensagem.length).toBeLessThanOrEqual(Number(await f.mensagem.getAttribute("maxlength")));
  expect(await draft(page)).not.toMatch(/\\r|\\n.*Bcc/);

  const popupOpened = page.waitForEvent("popup");
  await sendWhatsapp(page).click();
  const popup = await popupOpened;
  await popup.waitForURL(/^https:\/\/wa\.me\//);
  const text = new URL(popup.url()).searchParams.get("text") ?? "";
  expect(text).toContain("Assunto: Oração Bcc: evil@x.z\n");
  expect(popup.url().length).toBeLessThan(8000);
});
