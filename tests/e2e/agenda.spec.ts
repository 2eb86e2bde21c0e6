import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import ICAL from "ical.js";
import jsonld from "jsonld";
import type { RemoteDocument } from "jsonld/jsonld-spec";
import { cardDate, eventDays, participateMessage, timeRange } from "../../src/site/blocks/event-list/event-text";
import { eventListWords } from "../../src/site/blocks/event-list/event-list-words";
import { subscribeWords } from "../../src/site/blocks/service-times/subscribe-words";
import { eventAddress, eventChurch } from "../../src/site/data/site-selectors";
import { eventAnchorId, eventEnd, eventRoute, hasEnded } from "../../src/lib/calendar";
import { churchRoute, fullAddress } from "../../src/lib/churches";
import { churchEvents } from "../../src/build/payloads/church-payloads";
import { addDays, capitalize, formatDateRange } from "../../src/lib/dates";
import { icsLocal } from "../../src/lib/ics";
import { formatTime, weekdayName, type Weekday } from "../../src/lib/time";
import { parseHex } from "../../src/lib/color/srgb";
import { badgeInScheme, eventTypeColors } from "../../src/lib/theme/event-type-colors";
import { content, firstPageWith, sede } from "./support/content";
import { WORDS } from "./support/site-routes";
import { test, expect } from "./support/fixtures";
import { expectNoAxeViolations } from "./support/axe";
import { whatsappMessage } from "./support/outbound-links";
import { jsonLdOf } from "../unit/seo/rich-results";

/** .ics lines are folded at 75 octets; readers join them again. */
/** The sede's weekly services: the ones the agenda lists and its calendar feed holds. */
const sedeServices = sede.serviceTimes ?? [];
const unfold = (ics: string) => ics.replace(/\r\n /g, "");

const { site, events } = content;
const agenda = firstPageWith("event-list");
/** The agenda's own words (its WhatsApp message), the schema's defaults where it gives none. */
const agendaWords = eventListWords(agenda?.section);
const servicesFound = firstPageWith("service-times");
const firstEvent = events[0];
const lastEvent = events.at(-1);
const dates = events.map((event) => event.date).sort();
const earliest = dates[0];
const latest = events
  .map((event) => eventEnd(event).date)
  .sort()
  .at(-1);

const eventsRegion = (page: Page) => page.getByRole("region", { name: agenda?.section.heading ?? "" });
// By its anchor: a monthly event may repeat its title on another day (the check refuses only the same day).
const eventCard = (page: Page, event: { slug: string }) => eventsRegion(page).locator(`#${eventAnchorId(event.slug)}`);
/** The "Receber Notificações" panel's words, as the page gives them or the schema's defaults. */
const subscribe = subscribeWords(servicesFound?.section.subscribe ?? { heading: "", text: "" });
const servicesRegion = (page: Page) => page.getByRole("region", { name: servicesFound?.section.heading ?? "" });
const noon = (iso: string) => new Date(`${iso}T12:00:00-03:00`);

test.describe("the event list", { tag: "@content" }, () => {
  test.skip(!agenda || !firstEvent || !earliest || !latest, "o conteúdo não tem bloco event-list com eventos");
  // Ended events lose "Quero Participar" by the visitor's clock: the tests read the agenda on a day
  // chosen from the events themselves, the day before the first one unless they say otherwise.
  test.beforeEach(async ({ page }) => page.clock.setFixedTime(noon(addDays(earliest ?? "2030-01-01", -1))));

  test("lists every event in order, each with its date, time, place and a badge per type", async ({ page }) => {
    await page.goto(agenda?.page.route ?? "/");
    const cards = eventsRegion(page).getByRole("article");
    await expect(cards).toHaveCount(events.length);
    await expect(cards.getByRole("heading", { level: 3 })).toHaveText(events.map((event) => event.title));
    for (const event of events) {
      const card = eventCard(page, event);
      await expect(card).toContainText(cardDate(event));
      await expect(card).toContainText(timeRange(event));
      await expect(card).toContainText(event.location);
      await expect(card).toContainText(event.type);
    }
    const types = [...new Set(events.map((event) => event.type))];
    const badges = cards.locator("span", { hasText: new RegExp(`^(${types.map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})$`) });
    await expect(badges).toHaveCount(events.length);
    // Each badge wears its type's colours from site.json: the tint under the type's colour, swapped in the dark.
    const rgb = (hex: string) => `rgb(${parseHex(hex).join(", ")})`;
    const shown = () => badges.evaluateAll((all) => all.map((el) => [el.textContent, getComputedStyle(el).backgroundColor, getComputedStyle(el).color]));
    const expected = (scheme: "light" | "dark") =>
      events.map((event) => {
        const listed = site.eventTypes?.find((type) => type.name === event.type);
        if (!listed) throw new Error(`o tipo "${event.type}" não está em site.json`);
        const { text, background } = badgeInScheme(eventTypeColors(listed), scheme);
        return [event.type, rgb(background), rgb(text)];
      });
    expect(await shown()).toEqual(expected("light"));
    await page.emulateMedia({ colorScheme: "dark" });
    await expect.poll(shown).toEqual(expected("dark"));
  });

  test("Quero Participar opens WhatsApp with the event, date and time already written", async ({ page }) => {
    await page.goto(agenda?.page.route ?? "/");
    for (const event of events) {
      const link = eventCard(page, event).getByRole("link", {
        name: `${WORDS.eventPage.participate} ${WORDS.eventPage.participateAbout} ${event.title}, ${eventDays(event)}`,
      });
      expect(await whatsappMessage(link)).toBe(participateMessage(event, agendaWords.participateMessage));
    }
  });

  test("Mais Informações is a link to the event's own page, with its description, its place, Google Calendar and .ics", async ({ page }) => {
    const event = lastEvent ?? firstEvent;
    if (!event) return;
    await page.goto(agenda?.page.route ?? "/");
    // One link per card, each named for its event and day, and nothing to expand on the agenda any more.
    for (const each of events)
      await expect(
        eventCard(page, each).getByRole("link", { name: `${WORDS.eventPage.moreInfo} ${WORDS.eventPage.moreInfoAbout} ${each.title}, ${eventDays(each)}` }),
      ).toHaveAttribute("href", eventRoute(each.slug));
    await expect(eventsRegion(page).locator("[aria-expanded], [data-disclosure]")).toHaveCount(0);
    await expect(eventsRegion(page).getByText(event.description)).toHaveCount(0);

    await eventCard(page, event)
      .getByRole("link", { name: new RegExp(`^${WORDS.eventPage.moreInfo}`) })
      .click();
    await expect(page).toHaveURL(new RegExp(`${eventRoute(event.slug)}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(event.title);
    const main = page.getByRole("main");
    await expect(main).toContainText(event.description);
    await expect(main).toContainText(capitalize(eventDays(event, true)));
    await expect(main).toContainText(formatTime(event.startTime));
    await expect(main).toContainText(event.location);
    await expect(main).toContainText(event.type);
    // Held at one of the churches: its address, the way there and its page.
    const church = eventChurch(event, content.churches, sede);
    if (church) {
      await expect(main.locator("address")).toHaveText(fullAddress(church.address));
      await expect(main.getByRole("link", { name: new RegExp(`^${WORDS.eventPage.directions}`) })).toHaveAttribute(
        "href",
        /^https:\/\/www\.google\.com\/maps\//,
      );
      await expect(main.getByRole("link", { name: church.name, exact: true })).toHaveAttribute("href", `/nossas-igrejas/${church.slug}`);
    }
    const participate = main.getByRole("link", { name: new RegExp(`^${WORDS.eventPage.participate}`) });
    expect(await whatsappMessage(participate)).toBe(participateMessage(event, agendaWords.participateMessage));

    const google = new URL((await main.getByRole("link", { name: new RegExp(`^${WORDS.eventPage.addToGoogle}`) }).getAttribute("href")) ?? "");
    expect(google.hostname).toBe("calendar.google.com");
    expect(google.searchParams.get("action")).toBe("TEMPLATE");
    expect(google.searchParams.get("text")).toBe(event.title);
    expect(google.searchParams.get("dates")).toBe(`${icsLocal({ date: event.date, time: event.startTime })}/${icsLocal(eventEnd(event))}`);
    expect(google.searchParams.get("ctz")).toBe("America/Sao_Paulo");
    // Maps apps cannot find "Templo sede": the sede's street address follows such a place.
    expect(google.searchParams.get("location")).toBe(eventAddress(event.location, church));
    // The entry links back to this page, which the description is on.
    expect(google.searchParams.get("details")).toBe(`${site.url}${eventRoute(event.slug)}`);
    await expect(main.getByRole("link", { name: new RegExp(`^${WORDS.eventPage.downloadIcs.replace(".", "\\.")}`) })).toHaveAttribute(
      "href",
      `/agenda/${event.slug}.ics`,
    );

    // And back to the agenda.
    await page.getByRole("link", { name: `${WORDS.eventPage.backToAgenda} ${agenda?.page.page.title}` }).click();
    await expect(page).toHaveURL(new RegExp(`${agenda?.page.route}$`));
  });

  test("a church's page leads each of its events ahead to the event's page", async ({ page }) => {
    const church = content.churches.find((candidate) => churchEvents(candidate, content).length > 0);
    test.skip(!church, "nenhum evento é numa das igrejas");
    if (!church) return;
    await page.goto(churchRoute(church.slug));
    const shown = churchEvents(church, content);
    const region = page.getByRole("region", { name: WORDS.churchPage.eventsHeading });
    // In their order, each to its own page (two events an editor wrote alike are still two links, two pages).
    const links = region.getByRole("link").filter({ hasText: WORDS.churchPage.seeOnAgenda });
    await expect(links).toHaveCount(shown.length);
    for (const [index, event] of shown.entries()) {
      await expect(links.nth(index)).toHaveAttribute("href", eventRoute(event.slug));
      // Named by its words and the event's title (Chromium puts a space before the hidden colon: not asserted).
      await expect(links.nth(index)).toHaveAccessibleName(new RegExp(event.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
    }
  });

  test("an old link to an event's card on the agenda still lands on that card", async ({ page }) => {
    const event = lastEvent ?? firstEvent;
    if (!event) return;
    await page.goto(`${agenda?.page.route}#${eventAnchorId(event.slug)}`);
    const card = page.locator(`#${eventAnchorId(event.slug)}`);
    await expect(card.getByRole("heading", { level: 3 })).toHaveText(event.title);
    await expect(card).toBeInViewport();
  });

  test("an event's .ics downloads from its page, parses, and a toast says what to do with it", async ({ page }) => {
    const event = firstEvent;
    if (!event) return;
    await page.goto(eventRoute(event.slug));
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page
        .getByRole("main")
        .getByRole("link", { name: new RegExp(`^${WORDS.eventPage.downloadIcs.replace(".", "\\.")}`) })
        .click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${event.slug}.ics`);
    const text = await readFile(await download.path(), "utf8");
    expect(text.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(text).toContain(`DTSTART;TZID=America/Sao_Paulo:${icsLocal({ date: event.date, time: event.startTime })}\r\n`);
    expect(text).toContain(`UID:evento-${event.slug}@${new URL(site.url).hostname.replace(/^www\./, "")}\r\n`);
    expect(unfold(text)).toContain(`LOCATION:${eventAddress(event.location, eventChurch(event, content.churches, sede)).replace(/[,;]/g, "\\$&")}\r\n`);
    // The calendar entry links to the event's page.
    expect(unfold(text)).toContain(`URL:${site.url}${eventRoute(event.slug)}\r\n`);
    // A one-off file is imported once: only the subscribed feed says how often to poll it.
    expect(text).not.toContain("REFRESH-INTERVAL");
    // Phones open the calendar app, computers download the file: the toast holds for both.
    await expect(page.getByRole("status", { name: WORDS.notices.noticesRegion })).toContainText(WORDS.eventPage.icsSaved.replaceAll("{titulo}", event.title));
  });

  test("an event of several days says its days on its card, and its .ics, read back by ical.js, runs from the first to the last", async ({ page, request }) => {
    const retreat = events.find((event) => event.endDate);
    test.skip(!retreat?.endDate, "o conteúdo não tem evento de vários dias");
    if (!retreat?.endDate) return;
    await page.goto(agenda?.page.route ?? "/");
    const card = eventCard(page, retreat);
    await expect(card.locator("time")).toHaveText(capitalize(formatDateRange(retreat.date, retreat.endDate)));
    await expect(card).toContainText(timeRange(retreat));
    const response = await request.get(`/agenda/${retreat.slug}.ics`);
    expect(response.status()).toBe(200);
    const vevent = new ICAL.Component(ICAL.parse(await response.text())).getFirstSubcomponent("vevent");
    if (!vevent) throw new Error("the .ics holds no event");
    const read = new ICAL.Event(vevent);
    const end = eventEnd(retreat);
    expect(read.summary).toBe(retreat.title);
    expect(read.startDate.toString()).toBe(`${retreat.date}T${retreat.startTime}:00`);
    expect(read.endDate.toString()).toBe(`${end.date}T${end.time}:00`);
    expect(end.date >= retreat.endDate).toBe(true);
  });

  test("once every event is over, the list says so with its ended text, instead of Encerrado cards", async ({ page }) => {
    await page.clock.setFixedTime(noon(addDays(latest ?? "2030-01-01", 1)));
    await page.goto(agenda?.page.route ?? "/");
    const region = eventsRegion(page);
    if (agenda?.section.endedText) await expect(region).toContainText(agenda.section.endedText);
    await expect(region.getByRole("article")).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("events already over say Encerrado and no longer offer Quero Participar or the calendar", async ({ page }) => {
    const ended = events.filter((event) => hasEnded(event, noon(addDays(earliest ?? "2030-01-01", 1))));
    const open = events.filter((event) => eventEnd(event).date > (earliest ?? ""));
    test.skip(open.length === 0, "todos os eventos são no mesmo dia");
    await page.clock.setFixedTime(noon(addDays(earliest ?? "2030-01-01", 1)));
    await page.goto(agenda?.page.route ?? "/");
    for (const event of ended) {
      await expect(eventCard(page, event).getByText(WORDS.eventPage.ended, { exact: true })).toBeVisible();
      await expect(eventCard(page, event).getByRole("link", { name: new RegExp(`^${WORDS.eventPage.participate}`) })).toHaveCount(0);
    }
    for (const event of open.filter((e) => e.date > addDays(earliest ?? "", 1))) {
      await expect(eventCard(page, event).getByText(WORDS.eventPage.ended, { exact: true })).toHaveCount(0);
      await expect(
        eventCard(page, event).getByRole("link", { name: new RegExp(`^${WORDS.eventPage.participate} ${WORDS.eventPage.participateAbout}`) }),
      ).toBeVisible();
    }
    // Its page says so too, in place of "Quero Participar" and the calendar links.
    const first = ended[0];
    if (!first) return;
    await page.goto(eventRoute(first.slug));
    const main = page.getByRole("main");
    await expect(main.getByText(WORDS.eventPage.ended, { exact: true })).toBeVisible();
    await expect(main).toContainText(WORDS.eventPage.endedNote);
    await expect(main.getByRole("link", { name: new RegExp(`^(${WORDS.eventPage.participate}|${WORDS.eventPage.addToGoogle})`) })).toHaveCount(0);
    await expect(main.locator('a[type="text/calendar"]')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test.describe("on a 390 px phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    // Its axe sweep at this width is the site-wide one (site-wide.spec.ts): one per template and width.
    test("fits the screen", async ({ page }) => {
      await page.goto(agenda?.page.route ?? "/");
      await expect(eventsRegion(page).getByRole("article")).toHaveCount(events.length);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });
  });
});

test.describe("the regular services", { tag: "@content" }, () => {
  test.skip(!servicesFound, "o conteúdo não tem bloco service-times");

  test("shows every service of the sede, in order, with its day and time", async ({ page }) => {
    await page.goto(servicesFound?.page.route ?? "/");
    const services = servicesRegion(page).getByRole("listitem");
    await expect(services).toHaveCount(sedeServices.length);
    await expect(services.getByRole("heading", { level: 3 })).toHaveText(sedeServices.map((service) => service.name));
    for (const [index, service] of sedeServices.entries()) {
      await expect(services.nth(index)).toContainText(weekdayName(service.day as Weekday));
      await expect(services.nth(index)).toContainText(formatTime(service.time));
    }
  });

  test("Receber Notificações downloads the feed and confirms with a toast that goes away", async ({ page }) => {
    await page.goto(servicesFound?.page.route ?? "/");
    const panel = servicesRegion(page);
    const button = panel.getByRole("link", { name: subscribe.label });
    await expect(button).toHaveAttribute("href", "/agenda.ics");
    const webcal = `webcal://${new URL(site.url).host}/agenda.ics`;
    await expect(panel.getByRole("link", { name: subscribe.otherAppsLabel })).toHaveAttribute("href", webcal);
    const google = new URL((await panel.getByRole("link", { name: new RegExp(`^${subscribe.googleLabel}`) }).getAttribute("href")) ?? "");
    expect(google.searchParams.get("cid")).toBe(webcal);

    const [download] = await Promise.all([page.waitForEvent("download"), button.click()]);
    expect(download.suggestedFilename()).toBe("agenda.ics");
    const toast = page.getByRole("status", { name: WORDS.notices.noticesRegion }).getByText(subscribe.savedNotice);
    await expect(toast).toBeVisible();
    // Tapping again does not stack a second copy of the same message.
    await Promise.all([page.waitForEvent("download"), button.click()]);
    await expect(toast).toHaveCount(1);
    await page.mouse.move(0, 0);
    await expect(toast).toBeHidden({ timeout: 6000 });
  });

  test.describe("on a 390 px phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("the toast stays clear of the WhatsApp button", async ({ page }) => {
      await page.goto(servicesFound?.page.route ?? "/");
      const button = page.getByRole("link", { name: subscribe.label });
      await Promise.all([page.waitForEvent("download"), button.click()]);
      const toast = page.getByRole("status", { name: WORDS.notices.noticesRegion }).locator("div").first();
      await expect(toast).toBeVisible();
      const toastBox = await toast.boundingBox();
      const whatsappBox = await page.getByRole("link", { name: new RegExp(`^${WORDS.contacts.whatsappButton}`) }).boundingBox();
      expect(toastBox && whatsappBox).toBeTruthy();
      if (toastBox && whatsappBox) expect(toastBox.x + toastBox.width).toBeLessThanOrEqual(whatsappBox.x);
      await expectNoAxeViolations(page);
    });
  });
});

test("/agenda.ics holds every event and every weekly service, in São Paulo time", { tag: "@content" }, async ({ request }) => {
  const response = await request.get("/agenda.ics");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("text/calendar");
  const text = await response.text();
  expect(text.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
  expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
  expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  const total = events.length + sedeServices.length;
  expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(total);
  expect(text).toContain("BEGIN:VTIMEZONE\r\nTZID:America/Sao_Paulo\r\n");
  expect(text.match(/^DTSTART;TZID=America\/Sao_Paulo:\d{8}T\d{6}\r$/gm)).toHaveLength(total);
  for (const event of events) expect(unfold(text)).toContain(`SUMMARY:${event.title.replace(/[,;]/g, "\\$&")}\r\n`);
  for (const service of sedeServices) expect(unfold(text)).toContain(`SUMMARY:${service.name.replace(/[,;]/g, "\\$&")}\r\n`);
  expect(text.match(/^RRULE:FREQ=WEEKLY;BYDAY=[A-Z]{2}\r$/gm)).toHaveLength(sedeServices.length);
  for (const line of text.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  expect(text).toContain("REFRESH-INTERVAL;VALUE=DURATION:PT12H\r\n");
});

/** The part of schema.org's context these pages use (the real one is not reachable offline). */
const SCHEMA_ORG_CONTEXT = JSON.parse(await readFile(join(import.meta.dirname, "../fixtures/schema-org-context.jsonld"), "utf8")) as RemoteDocument["document"];
const documentLoader = async (url: string): Promise<RemoteDocument> => {
  if (!/^https?:\/\/schema\.org\/?$/.test(url)) throw new Error(`JSON-LD: nada a buscar fora daqui (${url})`);
  return { documentUrl: url, document: SCHEMA_ORG_CONTEXT };
};
const S = "http://schema.org/";
type Expanded = Record<string, { "@value"?: unknown; "@id"?: string }[] | string[] | undefined>;
const value = (node: Expanded | undefined, property: string) => (node?.[`${S}${property}`] as { "@value"?: unknown }[] | undefined)?.[0]?.["@value"];

test(
  "each event's page carries its Event, read back by a JSON-LD processor, and the agenda none; every event page is in the sitemap",
  { tag: "@content" },
  async ({ request }) => {
    test.skip(events.length === 0, "o conteúdo não tem eventos");
    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const event of events) {
      const route = eventRoute(event.slug);
      expect(sitemap, route).toContain(`<loc>${site.url}${route}</loc>`);
      const html = await (await request.get(route)).text();
      expect(html).toContain(`<link rel="canonical" href="${site.url}${route}"`);
      const nodes = jsonLdOf(html);
      expect(nodes, route).toHaveLength(1);
      const [node] = (await jsonld.expand(nodes[0] as jsonld.JsonLdDocument, { documentLoader: documentLoader as never })) as unknown as Expanded[];
      expect(node?.["@type"], route).toEqual([`${S}Event`]);
      expect(value(node, "name"), route).toBe(event.title);
      expect(value(node, "description"), route).toBe(event.description);
      expect((node?.[`${S}url`] as { "@id"?: string }[] | undefined)?.[0]?.["@id"], route).toBe(`${site.url}${route}`);
      const end = eventEnd(event);
      expect(Date.parse(String(value(node, "startDate"))), route).toBe(Date.parse(`${event.date}T${event.startTime}:00-03:00`));
      expect(Date.parse(String(value(node, "endDate"))), route).toBe(Date.parse(`${end.date}T${end.time}:00-03:00`));
    }
    if (agenda) expect(jsonLdOf(await (await request.get(agenda.page.route)).text()).filter((node) => node["@type"] === "Event")).toEqual([]);
  },
);

// Without JavaScript the agenda is whole (events, their details, the services and the feed): no-javascript.spec.ts.
