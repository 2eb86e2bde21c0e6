import { readFile } from "node:fs/promises";
import { join } from "node:path";
import jsonld from "jsonld";
import type { RemoteDocument } from "jsonld/jsonld-spec";
import type { Page } from "@playwright/test";
import { churchGreeting, churchLiveHref, churchRoute, directionsHref, mainChurch } from "../../src/lib/churches";
import { DEFAULT_SERVICE_MINUTES, nextService } from "../../src/lib/next-service";
import { formatTime, weekdayName, type Weekday } from "../../src/lib/time";
import { churchTimeZone } from "../../src/lib/time-zones";
import { whatsappHref } from "../../src/lib/whatsapp";
import type { ChurchEntry } from "../../src/types/content-entries";
import { content, firstPageWith } from "./support/content";
import { WORDS } from "./support/site-routes";
import { test, expect } from "./support/fixtures";
import { waitForWebFonts } from "./support/page-checks";
import { jsonLdOf } from "../unit/seo/rich-results";

const { churches, site } = content;
const withTimes = churches.filter((church) => (church.serviceTimes?.length ?? 0) > 0);

/** The weekly services a church's page lists, as it shows them: "Quarta-feira 19h30 Culto de Oração". */
const shownServices = (page: Page) =>
  page
    .getByRole("region", { name: WORDS.churchPage.timesHeading })
    .getByRole("listitem")
    .evaluateAll((items) => items.map((item) => item.textContent?.replace(/\s+/g, " ").trim() ?? ""));

test.describe("each church's page", { tag: "@content" }, () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  // One test visits every church's page, in one tab: a test of its own per church cost the browser's reset between
  // tests more than the check itself (docs/testing.md).
  test("every church's page: its name, address, weekly times, the way there, a word by WhatsApp and who pastors it", async ({ page }) => {
    // The time it may take grows with the content.
    test.setTimeout(30_000 + churches.length * 4_000);
    for (const church of churches) {
      const route = churchRoute(church.slug);
      await page.goto(route);
      await expect(page.getByRole("heading", { level: 1 }), route).toHaveText(church.name);
      const { address } = church;
      const main = page.getByRole("main");
      await expect(main, route).toContainText(`${address.street} – ${address.district}, ${address.city} – ${address.state}`);
      if (address.postalCode) await expect(main, route).toContainText(`${WORDS.churches.postalCodeLabel} ${address.postalCode}`);
      const services = church.serviceTimes ?? [];
      const shown = await shownServices(page);
      expect(shown, route).toHaveLength(services.length);
      for (const [at, service] of services.entries()) {
        expect(shown[at], route).toContain(`${weekdayName(service.day as Weekday)}${formatTime(service.time)}${service.name}`);
      }
      if (services.length === 0)
        await expect(page.getByRole("region", { name: WORDS.churchPage.timesHeading }), route).toContainText("ainda não estão no site");
      for (const directions of await page.getByRole("link", { name: new RegExp(`^${WORDS.churches.directions}`) }).all())
        await expect(directions, route).toHaveAttribute("href", directionsHref(church));
      const whatsapp = page.getByRole("link", { name: /^WhatsApp/ }).first();
      await expect(whatsapp, route).toHaveAttribute("href", whatsappHref(church.whatsapp ?? site.contact.whatsapp, churchGreeting(church)));
      for (const slug of church.pastors ?? []) {
        const person = content.people.find((candidate) => candidate.slug === slug);
        if (person)
          await expect(
            page
              .getByRole("region", { name: church.pastors?.length === 1 ? WORDS.churchPage.pastorOne : WORDS.churchPage.pastorMany })
              .getByRole("heading", { name: person.name }),
            route,
          ).toBeVisible();
      }
      // The map waits behind its facade: nothing from Google until its button (words.mapFacade.loadMap) is pressed.
      await expect(page.getByRole("button", { name: WORDS.mapFacade.loadMap }), route).toBeVisible();
      await expect(page.locator("iframe"), route).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${route}: no sideways scroll`).toBeLessThanOrEqual(390);
    }
  });

  test("the list links each card to its page, and each page back to the list", async ({ page }) => {
    const list = firstPageWith("church-list");
    test.skip(!list, "nenhuma página lista as igrejas");
    const church = churches[0] as ChurchEntry;
    await page.goto(list?.page.route ?? "/");
    await page.getByRole("link", { name: church.name, exact: true }).tap();
    await expect(page).toHaveURL(new RegExp(`${churchRoute(church.slug)}$`));
    await page.getByRole("link", { name: list?.page.page.title }).first().tap();
    await expect(page).toHaveURL(new RegExp(`${list?.page.route}$`));
  });
});

/** The part of schema.org's context these pages use (the real one is not reachable offline): its vocabulary, and which properties hold addresses. */
const SCHEMA_ORG_CONTEXT = JSON.parse(await readFile(join(import.meta.dirname, "../fixtures/schema-org-context.jsonld"), "utf8")) as RemoteDocument["document"];
const documentLoader = async (url: string): Promise<RemoteDocument> => {
  if (!/^https?:\/\/schema\.org\/?$/.test(url)) throw new Error(`JSON-LD: nada a buscar fora daqui (${url})`);
  return { documentUrl: url, document: SCHEMA_ORG_CONTEXT };
};
const S = "http://schema.org/";
type Expanded = Record<string, { "@value"?: unknown; "@id"?: string; "@type"?: string }[] | string[] | undefined>;
const value = (node: Expanded | undefined, property: string) => (node?.[`${S}${property}`] as { "@value"?: unknown }[] | undefined)?.[0]?.["@value"];
const nodes = (node: Expanded | undefined, property: string) => (node?.[`${S}${property}`] ?? []) as unknown as Expanded[];

test(
  "each church's JSON-LD, read back by a JSON-LD processor: a Church in its state, inside Brazil, open at the times the page shows",
  { tag: "@content" },
  async ({ request }) => {
    for (const church of churches) {
      const route = churchRoute(church.slug);
      const html = await (await request.get(route)).text();
      const [data] = jsonLdOf(html);
      const expanded = (await jsonld.expand(data as jsonld.JsonLdDocument, { documentLoader: documentLoader as never })) as unknown as Expanded[];
      const [node] = expanded;
      expect(node?.["@type"], route).toEqual([`${S}Church`]);
      expect(node?.["@id"], route).toBe(`${site.url}${route}#igreja`);
      const [address] = nodes(node, "address");
      expect(value(address, "addressRegion"), route).toBe(church.address.state);
      expect(value(address, "addressLocality"), route).toBe(church.address.city);
      const [geo] = nodes(node, "geo");
      const latitude = Number(value(geo, "latitude"));
      const longitude = Number(value(geo, "longitude"));
      // Brazil, from Roraima's north to Rio Grande do Sul's south, Acre's west to Paraíba's east.
      expect(latitude, route).toBeGreaterThanOrEqual(-34);
      expect(latitude, route).toBeLessThanOrEqual(6);
      expect(longitude, route).toBeGreaterThanOrEqual(-74);
      expect(longitude, route).toBeLessThanOrEqual(-34);
      expect(nodes(node, "telephone").length, route).toBe(1);
      expect((node?.[`${S}image`] as { "@id"?: string }[] | undefined)?.[0]?.["@id"], route).toMatch(/^https:\/\//);
      expect((node?.[`${S}parentOrganization`] as { "@id"?: string }[] | undefined)?.[0]?.["@id"], route).toBe(`${site.url}/#organizacao`);
      // Opening hours: the very times the page lists and the next-service line counts from.
      const hours = nodes(node, "openingHoursSpecification").map((spec) => ({
        day: (spec[`${S}dayOfWeek`] as { "@id"?: string }[] | undefined)?.[0]?.["@id"]?.replace(/^https?:\/\/schema\.org\//, ""),
        opens: value(spec, "opens"),
        closes: value(spec, "closes"),
      }));
      const line = /data-next-service="([^"]+)"/.exec(html)?.[1]?.replaceAll("&quot;", '"');
      const counted = line ? (JSON.parse(line) as { s: [string, string, string, number, number][] }).s : [];
      const services = church.serviceTimes ?? [];
      expect(
        counted.map(([day, time]) => `${day} ${time}`),
        route,
      ).toEqual(services.map((service) => `${service.day} ${service.time}`));
      const english: Record<string, string> = {
        domingo: "Sunday",
        segunda: "Monday",
        terca: "Tuesday",
        quarta: "Wednesday",
        quinta: "Thursday",
        sexta: "Friday",
        sabado: "Saturday",
      };
      expect(hours, route).toEqual(
        counted.map(([day, time, , minutes]) => {
          const [h = 0, m = 0] = time.split(":").map(Number);
          const end = (h * 60 + m + minutes) % 1440;
          return { day: english[day], opens: time, closes: `${String(Math.floor(end / 60)).padStart(2, "0")}:${String(end % 60).padStart(2, "0")}` };
        }),
      );
      for (const [at, service] of services.entries()) expect(counted[at]?.[3], route).toBe(service.duration ?? DEFAULT_SERVICE_MINUTES);
    }
  },
);

test("the pre-rendered pages hold the weekly times, and nothing from YouTube: no request, no frame, no key", { tag: "@content" }, async ({ request }) => {
  const home = firstPageWith("next-service");
  for (const route of [...churches.map((church) => churchRoute(church.slug)), ...(home ? [home.page.route] : [])]) {
    const html = await (await request.get(route)).text();
    expect(html, route).not.toMatch(/<iframe[^>]+youtube|<script[^>]+youtube|youtube\.com\/embed|googleapis\.com\/youtube|[?&]key=/i);
  }
  for (const church of withTimes) {
    const html = await (await request.get(churchRoute(church.slug))).text();
    for (const service of church.serviceTimes ?? []) {
      expect(html).toContain(`>${formatTime(service.time)}<`);
      expect(html).toContain(`>${service.name}<`);
    }
    // The live link, where a service is streamed, is a channel's own live page.
    const live = churchLiveHref(church, site);
    if (church.serviceTimes?.some((service) => service.live)) expect(live).toMatch(/^https:\/\/www\.youtube\.com\/(@[\w.-]+|channel\/UC[\w-]{22})\/live$/);
  }
});

/**
 * The line by the visitor's clock (Playwright's clock), on the tests' own site: "Ao vivo agora" inside a service's
 * window only, with the live page's link when that service is streamed, and the same answer as nextService gives. The
 * browser's own zone is Tokyo's: the line follows the church's zone, never the visitor's.
 */
test.describe("next service and live now, by the visitor's clock", () => {
  const church = [...withTimes].sort((a, b) => Number(Boolean(b.serviceTimes?.some((s) => s.live))) - Number(Boolean(a.serviceTimes?.some((s) => s.live))))[0];
  const streamed = church?.serviceTimes?.find((service) => service.live) ?? church?.serviceTimes?.[0];
  test.skip(!church || !streamed, "nenhuma igreja tem cultos");
  test.use({ timezoneId: "Asia/Tokyo", viewport: { width: 390, height: 844 } });

  /** The instant a service starts, in its church's zone: the next such weekday after a fixed Monday. */
  function startOf(day: string, time: string, zone: string): Date {
    const days = ["domingo", "segunda", "terca", "quarta", "quinta", "sexta", "sabado"];
    const [h = 0, m = 0] = time.split(":").map(Number);
    // 2030-01-07 is a Monday; every zone here is UTC−2 to UTC−5: find the UTC instant whose wall clock matches.
    for (let offset = 2; offset <= 5; offset++) {
      const date = new Date(Date.UTC(2030, 0, 6 + days.indexOf(day), h + offset, m));
      const wall = new Intl.DateTimeFormat("en-US", { timeZone: zone, hour: "2-digit", minute: "2-digit", hourCycle: "h23", weekday: "short" }).format(date);
      if (wall.endsWith(`${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`)) return date;
    }
    throw new Error(`no instant for ${day} ${time} in ${zone}`);
  }

  const lineOf = (page: Page) => page.getByRole("main").locator("[data-next-service]").first();
  /** What the line says (the rest of the box is the room kept for it, invisible). */
  const shownOf = (page: Page) => lineOf(page).locator("[data-next-service-text]");

  for (const [what, minutes, live] of [
    ["ten minutes before it", -10, false],
    ["at its start", 0, true],
    ["inside its window", 45, true],
    ["after its window", (streamed?.duration ?? DEFAULT_SERVICE_MINUTES) + 1, false],
  ] as const) {
    test(`${what}: ${live ? "live now" : "next service"}`, async ({ page }) => {
      if (!church || !streamed) return;
      const zone = churchTimeZone(church);
      const now = new Date(startOf(streamed.day, streamed.time, zone).getTime() + minutes * 60_000);
      await page.clock.install({ time: now });
      await page.goto(churchRoute(church.slug));
      const line = shownOf(page);
      const expected = nextService(church.serviceTimes ?? [], now, zone);
      if (live) {
        await expect(line).toContainText(`${WORDS.churches.liveNow}: ${streamed.name}`);
        const link = line.getByRole("link", { name: new RegExp(`^${WORDS.churches.watchLive}`) });
        if (streamed.live) await expect(link).toHaveAttribute("href", /^https:\/\/www\.youtube\.com\/(@[\w.-]+|channel\/UC[\w-]{22})\/live$/);
        else await expect(link).toHaveCount(0);
      } else {
        await expect(line).toContainText(
          new RegExp(`^${WORDS.churches.nextService}: (${WORDS.churches.today}|${WORDS.churches.tomorrow}|[a-zçá-]+), \\d{1,2}h(\\d{2})? — `),
        );
        await expect(line).not.toContainText(WORDS.churches.liveNow);
      }
      expect(expected?.kind).toBe(live ? "live" : "next");
      if (expected?.kind === "next") await expect(line).toContainText(`${formatTime(expected.service.time)} — ${expected.service.name}`);
    });
  }

  test("within the two years the build worked out, the line reads the church's clock without the browser's zone data", async ({ page }) => {
    if (!church) return;
    // The tests above are in 2030, past the build's table of offsets: there the browser's zone data answers.
    const builtAt = Number(process.env.SOURCE_DATE_EPOCH) * 1000 || Date.now();
    const now = new Date(builtAt + 3 * 24 * 60 * 60_000);
    await page.addInitScript(() => {
      const Original = Intl.DateTimeFormat;
      const seen = { zoned: 0 };
      (window as unknown as { zonedClocks: typeof seen }).zonedClocks = seen;
      Intl.DateTimeFormat = new Proxy(Original, {
        construct(target, args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
          if (args[1]?.timeZone) seen.zoned++;
          return new target(...args);
        },
      });
    });
    await page.clock.install({ time: now });
    await page.goto(churchRoute(church.slug));
    const expected = nextService(church.serviceTimes ?? [], now, churchTimeZone(church));
    if (expected?.kind === "live") await expect(shownOf(page)).toContainText(`${WORDS.churches.liveNow}: ${expected.service.name}`);
    else if (expected) await expect(shownOf(page)).toContainText(`${formatTime(expected.service.time)} — ${expected.service.name}`);
    expect(await page.evaluate(() => (window as unknown as { zonedClocks: { zoned: number } }).zonedClocks.zoned)).toBe(0);
  });

  test("the line takes its place without moving anything (no layout shift), and turns live as the service starts", async ({ page }) => {
    if (!church || !streamed) return;
    const route = churchRoute(church.slug);
    await page.clock.install({ time: new Date(startOf(streamed.day, streamed.time, churchTimeZone(church)).getTime() - 30_000) });
    // A visitor who has been here before: the fonts are there from the first paint, so only the line could move anything.
    await page.goto(route);
    await waitForWebFonts(page);
    // The shifts of anything in the page's own content that moved (the header's strip is the frame's, the same on every page).
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        type Source = { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
        const moved = ({ previousRect: a, currentRect: b }: Source) => a.x !== b.x || a.y !== b.y || a.width !== b.width || a.height !== b.height;
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources?: Source[] })[]) {
          const main = document.querySelector("main");
          if (entry.sources?.some((source) => source.node && main?.contains(source.node) && moved(source))) shifts.push(entry.value);
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    // The page as painted before its script runs: the script held back until the room kept for the line is measured.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (request) => {
      await held;
      await request.continue();
    });
    const loading = page.goto(route);
    const line = lineOf(page);
    const after = page.locator("#cultos");
    await expect(line).toBeVisible();
    await expect(shownOf(page)).toHaveText("");
    const before = { line: await line.boundingBox(), after: await after.boundingBox() };
    release();
    await loading;
    await expect(shownOf(page)).toContainText(`${WORDS.churches.nextService}: ${WORDS.churches.today},`);
    expect({ line: await line.boundingBox(), after: await after.boundingBox() }).toEqual(before);
    await page.clock.runFor(60_000);
    await expect(shownOf(page)).toContainText(`${WORDS.churches.liveNow}: ${streamed.name}`);
    expect({ line: await line.boundingBox(), after: await after.boundingBox() }).toEqual(before);
    expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
  });

  test("the home page's line is the sede's", async ({ page }) => {
    const home = firstPageWith("next-service");
    const sede = mainChurch(churches);
    test.skip(!home || !sede?.serviceTimes?.length, "a página inicial não tem o bloco next-service");
    if (!home || !sede?.serviceTimes?.[0]) return;
    const first = sede.serviceTimes[0];
    await page.clock.install({ time: new Date(startOf(first.day, first.time, churchTimeZone(sede)).getTime() + 60_000) });
    await page.goto(home.page.route);
    await expect(page.getByRole("region", { name: home.section.heading }).locator("[data-next-service-text]")).toContainText(
      `${WORDS.churches.liveNow}: ${first.name}`,
    );
  });
});
