import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { test, expect } from "./support/fixtures";
import { expectNoAxeViolations } from "./support/axe";

const SEDE_ADDRESS = "Rua das Oliveiras, 320, Vila Formosa, São Paulo - SP, 03363-000";
/** .ics lines are folded at 75 octets; readers join them again. */
const unfold = (ics: string) => ics.replace(/\r\n /g, "");

const TYPES = ["Mês de Missão", "Seminário", "Direção de Ministério", "Encontro Especial", "Confraternização", "Cerimônia"];

const missionMonth = (page: Page) => page.getByRole("region", { name: "Mês de Missões 2026" });
const eventCard = (page: Page, title: string) => missionMonth(page).getByRole("article", { name: title });

// Ended events lose "Quero Participar" by the visitor's clock, so every test reads the agenda on a
// fixed day: before the mission month, unless it says otherwise.
const BEFORE_THE_MONTH = new Date("2026-10-20T12:00:00-03:00");
test.beforeEach(async ({ page }) => page.clock.setFixedTime(BEFORE_THE_MONTH));

test("lists the 6 mission-month events in order, each with its own badge colour, date, time and place", async ({ page }) => {
  await page.goto("/agenda");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Agenda");
  const cards = missionMonth(page).getByRole("article");
  await expect(cards).toHaveCount(6);
  await expect(cards.getByRole("heading", { level: 3 })).toHaveText([
    "Culto de Abertura do Mês de Missões",
    "Seminário: Missões Começam em Casa",
    "Clamor pelas Nações",
    "Manhã de Intercessão pelos Missionários",
    "Almoço Missionário",
    "Culto de Encerramento e Consagração Missionária",
  ]);
  const first = cards.first();
  await expect(first).toContainText("Domingo, 1º de novembro");
  await expect(first).toContainText("18h30 às 21h");
  await expect(first).toContainText("Templo sede – Vila Formosa");

  const badges = cards.locator("span", { hasText: new RegExp(`^(${TYPES.join("|")})$`) });
  await expect(badges).toHaveText(TYPES);
  const backgrounds = await badges.evaluateAll((els) => els.map((el) => getComputedStyle(el).backgroundColor));
  expect(new Set(backgrounds).size).toBe(6);
});

test("shows the 3 regular services from site.json", async ({ page }) => {
  await page.goto("/agenda");
  const services = page.getByRole("region", { name: "Cultos Regulares" }).getByRole("listitem");
  await expect(services).toHaveCount(3);
  await expect(services.getByRole("heading", { level: 3 })).toHaveText(["Culto de Oração", "Culto de Libertação", "Culto da Família e Avivamento"]);
  await expect(services.nth(0)).toContainText("Quarta-feira");
  await expect(services.nth(0)).toContainText("19h30");
  await expect(services.nth(1)).toContainText("Sexta-feira");
  await expect(services.nth(2)).toContainText("Domingo");
  await expect(services.nth(2)).toContainText("18h30");
});

test("Quero Participar opens WhatsApp with the event, date and time already written", async ({ page }) => {
  await page.goto("/agenda");
  const link = eventCard(page, "Almoço Missionário").getByRole("link", { name: /^Quero Participar do evento Almoço Missionário/ });
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  const url = new URL((await link.getAttribute("href")) ?? "");
  expect(url.origin + url.pathname).toBe("https://wa.me/5511973524180");
  expect(url.searchParams.get("text")).toBe("Olá! Quero participar do evento Almoço Missionário (sábado, 28 de novembro, às 12h).");
  // Every event's buttons have their own accessible name.
  await expect(page.getByRole("link", { name: /^Quero Participar do evento / })).toHaveCount(6);
  await expect(page.getByRole("button", { name: /^Mais Informações sobre / })).toHaveCount(6);
});

test("Mais Informações expands the details in place, with Google Calendar and .ics", async ({ page }) => {
  await page.goto("/agenda");
  const card = eventCard(page, "Seminário: Missões Começam em Casa");
  const toggle = card.getByRole("button", { name: /^Mais Informações/ });
  const panel = page.locator(`[id="${await toggle.getAttribute("aria-controls")}"]`);
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(panel).toBeHidden();

  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(panel).toBeVisible();
  await expect(panel).toContainText("Uma manhã de estudo sobre a Grande Comissão");
  await expect(panel).toContainText("Sábado, 7 de novembro de 2026");
  await expect(panel).toContainText("Das 9h às 12h");
  await expect(panel).toContainText("Templo sede – Vila Formosa");

  const google = new URL((await panel.getByRole("link", { name: /^Adicionar ao Google Agenda/ }).getAttribute("href")) ?? "");
  expect(google.hostname).toBe("calendar.google.com");
  expect(google.searchParams.get("action")).toBe("TEMPLATE");
  expect(google.searchParams.get("text")).toBe("Seminário: Missões Começam em Casa");
  expect(google.searchParams.get("dates")).toBe("20261107T090000/20261107T120000");
  expect(google.searchParams.get("ctz")).toBe("America/Sao_Paulo");
  // Maps apps cannot find "Templo sede": the sede's street address follows it.
  expect(google.searchParams.get("location")).toBe(`Templo sede – Vila Formosa, ${SEDE_ADDRESS}`);
  await expect(panel.getByRole("link", { name: /^Baixar arquivo \.ics/ })).toHaveAttribute("href", "/agenda/seminario-missoes-comecam-em-casa.ics");
  await expectNoAxeViolations(page);

  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(panel).toBeHidden();
});

test("an event's .ics downloads, parses, and a toast says what to do with it", async ({ page }) => {
  await page.goto("/agenda");
  const card = eventCard(page, "Clamor pelas Nações");
  await card.getByRole("button", { name: /^Mais Informações/ }).click();
  const [download] = await Promise.all([page.waitForEvent("download"), card.getByRole("link", { name: /^Baixar arquivo \.ics/ }).click()]);
  expect(download.suggestedFilename()).toBe("clamor-pelas-nacoes.ics");
  const text = await readFile(await download.path(), "utf8");
  expect(text.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
  expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(1);
  expect(text).toContain("DTSTART;TZID=America/Sao_Paulo:20261111T193000\r\n");
  expect(text).toContain("UID:evento-clamor-pelas-nacoes@montecalvario.org.br\r\n");
  expect(unfold(text)).toContain("LOCATION:Templo sede – Vila Formosa\\, Rua das Oliveiras\\, 320\\, Vila Formosa\\, São Paulo - SP\\, 03363-000\r\n");
  // A one-off file is imported once: only the subscribed feed says how often to poll it.
  expect(text).not.toContain("REFRESH-INTERVAL");
  expect(text).not.toContain("X-PUBLISHED-TTL");
  // Phones open the calendar app, computers download the file: the toast holds for both.
  await expect(page.getByRole("status", { name: "Avisos" })).toContainText("Para salvar “Clamor pelas Nações”: confirme no calendário que abriu ou abra o arquivo .ics baixado.");
});

test("/agenda.ics holds the 6 events and the 3 weekly services, in São Paulo time", async ({ request }) => {
  const response = await request.get("/agenda.ics");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("text/calendar");
  const text = await response.text();
  expect(text.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
  expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
  expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(9);
  expect(text).toContain("BEGIN:VTIMEZONE\r\nTZID:America/Sao_Paulo\r\n");
  expect(text.match(/^DTSTART;TZID=America\/Sao_Paulo:\d{8}T\d{6}\r$/gm)).toHaveLength(9);
  for (const day of ["WE", "FR", "SU"]) expect(text).toContain(`RRULE:FREQ=WEEKLY;BYDAY=${day}\r\n`);
  // The opening and closing services take the Sunday slot on 1 and 29 November.
  expect(text).toContain("EXDATE;TZID=America/Sao_Paulo:20261101T183000,20261129T183000\r\n");
  for (const line of text.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  expect(text).toContain("REFRESH-INTERVAL;VALUE=DURATION:PT12H\r\n");
  expect(unfold(text)).toContain("LOCATION:Salão social da sede – Vila Formosa\\, Rua das Oliveiras\\, 320");
});

test("Receber Notificações downloads the feed and confirms with a toast that goes away", async ({ page }) => {
  await page.goto("/agenda");
  const panel = page.getByRole("region", { name: "Cultos Regulares" });
  const button = panel.getByRole("link", { name: "Receber Notificações" });
  await expect(button).toHaveAttribute("href", "/agenda.ics");
  await expect(panel.getByRole("link", { name: "Assinar no iPhone, Mac ou Outlook" })).toHaveAttribute("href", "webcal://www.montecalvario.org.br/agenda.ics");
  const google = new URL((await panel.getByRole("link", { name: /^Assinar no Google Agenda/ }).getAttribute("href")) ?? "");
  expect(google.searchParams.get("cid")).toBe("webcal://www.montecalvario.org.br/agenda.ics");

  const [download] = await Promise.all([page.waitForEvent("download"), button.click()]);
  expect(download.suggestedFilename()).toBe("agenda.ics");
  const toast = page.getByRole("status", { name: "Avisos" }).getByText(
    "Para colocar os cultos e eventos no seu calendário: confirme no aplicativo que abriu ou abra o arquivo agenda.ics baixado.",
  );
  await expect(toast).toBeVisible();
  // Tapping again does not stack a second copy of the same message.
  await Promise.all([page.waitForEvent("download"), button.click()]);
  await expect(toast).toHaveCount(1);
  await page.mouse.move(0, 0);
  await expect(toast).toBeHidden({ timeout: 6000 });
});

test.describe("on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("fits the screen, passes axe, and the toast stays clear of the WhatsApp button", async ({ page }) => {
    await page.goto("/agenda");
    await expect(missionMonth(page).getByRole("article")).toHaveCount(6);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);

    const button = page.getByRole("link", { name: "Receber Notificações" });
    await Promise.all([page.waitForEvent("download"), button.click()]);
    const toast = page.getByRole("status", { name: "Avisos" }).locator("div").first();
    await expect(toast).toBeVisible();
    const toastBox = await toast.boundingBox();
    const whatsappBox = await page.getByRole("link", { name: /Fale conosco no WhatsApp/ }).boundingBox();
    expect(toastBox && whatsappBox).toBeTruthy();
    if (toastBox && whatsappBox) expect(toastBox.x + toastBox.width).toBeLessThanOrEqual(whatsappBox.x);
    await expectNoAxeViolations(page);
  });
});

test("is complete without JavaScript: events, services and the feed link are in the HTML", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto("/agenda");
  await expect(missionMonth(page).getByRole("article")).toHaveCount(6);
  await expect(page.getByRole("region", { name: "Cultos Regulares" }).getByRole("listitem")).toHaveCount(3);
  await expect(page.getByRole("link", { name: "Receber Notificações" })).toHaveAttribute("href", "/agenda.ics");
  await context.close();
});

test.describe("once every event is over", () => {
  test.beforeEach(async ({ page }) => page.clock.setFixedTime(new Date("2026-12-05T10:00:00-03:00")));

  test("the month says it has ended and what comes next, instead of six Encerrado cards", async ({ page }) => {
    await page.goto("/agenda");
    const month = missionMonth(page);
    await expect(month).toContainText("O Mês de Missões 2026 terminou");
    await expect(month).toContainText("os cultos regulares continuam toda semana");
    await expect(month.getByRole("article")).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Cultos Regulares" }).getByRole("listitem")).toHaveCount(3);
    await expectNoAxeViolations(page);
  });
});

test.describe("in the middle of the month", () => {
  test.beforeEach(async ({ page }) => page.clock.setFixedTime(new Date("2026-11-21T10:00:00-03:00")));

  test("events already over say Encerrado and no longer offer Quero Participar or the calendar", async ({ page }) => {
    await page.goto("/agenda");
    const ended = ["Culto de Abertura do Mês de Missões", "Seminário: Missões Começam em Casa", "Clamor pelas Nações", "Manhã de Intercessão pelos Missionários"];
    for (const title of ended) {
      await expect(eventCard(page, title).getByText("Encerrado", { exact: true })).toBeVisible();
      await expect(eventCard(page, title).getByRole("link", { name: /^Quero Participar/ })).toHaveCount(0);
    }
    for (const title of ["Almoço Missionário", "Culto de Encerramento e Consagração Missionária"]) {
      await expect(eventCard(page, title).getByText("Encerrado", { exact: true })).toHaveCount(0);
      await expect(eventCard(page, title).getByRole("link", { name: /^Quero Participar do evento/ })).toBeVisible();
    }

    const card = eventCard(page, "Clamor pelas Nações");
    await card.getByRole("button", { name: /^Mais Informações/ }).click();
    await expect(card).toContainText("Este evento já aconteceu.");
    await expect(card.getByRole("link", { name: /Google Agenda|\.ics/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
