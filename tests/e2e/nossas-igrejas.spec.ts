import type { Page } from "@playwright/test";
import { groupByState } from "../../src/site/blocks/church-list/group-by-state";
import { compactServiceTimes } from "../../src/site/data/site-selectors";
import { distanceKm } from "../../src/site/browser/near-me";
import { stateNames } from "../../src/lib/brazilian-states";
import { churchRoute, directionsHref } from "../../src/lib/churches";
import { content, firstPageWith } from "./support/content";
import { WORDS } from "./support/site-routes";
import { test, expect } from "./support/fixtures";
import { expectNewTab } from "./support/outbound-links";
import { expectWhatsappActions } from "./support/section-checks";

const found = firstPageWith("church-list");
const { churches } = content;

const section = (page: Page) => page.getByRole("region", { name: found?.section.heading });
/** The cards' names in the order the page shows them. */
const shownOrder = (page: Page) => section(page).getByRole("heading", { level: 3 }).filter({ visible: true }).allTextContents();

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`the church list at ${viewport.width} px`, { tag: "@content" }, () => {
    test.use({ viewport });

    test("lists every church by state, each leading to its page, with its address, times and the way there", async ({ page }) => {
      test.skip(!found, "nenhuma página tem o bloco church-list");
      if (!found) return;
      await page.goto(found.page.route);
      const list = section(page);
      await expect(list.getByRole("heading", { level: 3 })).toHaveCount(churches.length);
      // Full state names label the groups, in the order the churches give.
      for (const group of groupByState(churches)) {
        const byState = list.getByRole("list", { name: new RegExp(`^${stateNames[group.state]}`) });
        await expect(byState.getByRole("heading", { level: 3 })).toHaveText(group.churches.map((church) => church.name));
      }
      for (const church of churches) {
        const card = list.getByRole("listitem").filter({ has: page.getByRole("heading", { name: church.name, exact: true }) });
        const { address } = church;
        await expect(card).toContainText(`${address.street} – ${address.district}`);
        await expect(card).toContainText(`${address.city} – ${address.state}`);
        if (address.postalCode) await expect(card).toContainText(`${WORDS.churches.postalCodeLabel} ${address.postalCode}`);
        if (church.serviceTimes?.length) await expect(card).toContainText(compactServiceTimes(church.serviceTimes));
        await expect(card.getByRole("heading", { name: church.name }).getByRole("link")).toHaveAttribute("href", churchRoute(church.slug));
        await expect(card.getByRole("link", { name: `${WORDS.churches.timesAndAddress} – ${church.name}` })).toHaveAttribute("href", churchRoute(church.slug));
        const directions = card.getByRole("link", { name: `${WORDS.churches.directions} – ${church.name}` });
        await expect(directions).toHaveAttribute("href", directionsHref(church));
        await expectNewTab(directions);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth), "no sideways scroll").toBeLessThanOrEqual(viewport.width);
      await expectWhatsappActions(page, found.page);
    });
  });
}

test("the church cards and their pages' links are in the pre-rendered HTML", { tag: "@content" }, async ({ request }) => {
  test.skip(!found, "nenhuma página tem o bloco church-list");
  const html = await (await request.get(found?.page.route ?? "/")).text();
  for (const church of churches) {
    expect(html).toContain(church.name);
    expect(html).toContain(`href="${churchRoute(church.slug)}"`);
  }
});

/**
 * "Perto de mim", on the tests' own site (the code is what is tested): the position is asked for only when the
 * button is pressed, and stays in the browser; the cards then go nearest first.
 */
test.describe("Perto de mim", () => {
  test.skip(!found || churches.length < 2, "o conteúdo não tem lista com mais de uma igreja");
  // Where the visitor is: beside the last church of the list, so the order must change.
  const last = churches.at(-1);
  const here = { latitude: (last?.address.geo.latitude ?? 0) + 0.01, longitude: (last?.address.geo.longitude ?? 0) + 0.01 };
  const byDistance = [...churches].sort((a, b) => distanceKm(here, a.address.geo) - distanceKm(here, b.address.geo)).map((church) => church.name);
  const byState = groupByState(churches).flatMap((group) => group.churches.map((church) => church.name));

  test.describe("with the position granted", () => {
    test.use({ geolocation: here, permissions: ["geolocation"], viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test("sorts the cards nearest first, says how far each is, and goes back by state when pressed again", async ({ page }) => {
      // Nothing asks for the position before the press: the page reads nothing of it until then.
      await page.addInitScript(() => {
        const calls: string[] = [];
        (window as unknown as { geoCalls: string[] }).geoCalls = calls;
        const real = navigator.geolocation.getCurrentPosition.bind(navigator.geolocation);
        navigator.geolocation.getCurrentPosition = (...args) => {
          calls.push("getCurrentPosition");
          real(...args);
        };
      });
      const requests: string[] = [];
      page.on("request", (request) => requests.push(request.url()));
      await page.goto(found?.page.route ?? "/");
      expect(await shownOrder(page)).toEqual(byState);
      expect(await page.evaluate(() => (window as unknown as { geoCalls: string[] }).geoCalls)).toEqual([]);
      const before = requests.length;

      const button = page.getByRole("button", { name: WORDS.churches.nearMe });
      await button.tap();
      await expect(button).toHaveAttribute("aria-pressed", "true");
      await expect(section(page).getByRole("list", { name: "Igrejas, da mais perto para a mais longe de você" })).toBeVisible();
      expect(await shownOrder(page)).toEqual(byDistance);
      await expect(section(page).getByRole("status")).toContainText("Da mais perto para a mais longe de você");
      const nearest = section(page)
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name: byDistance[0], exact: true }) });
      await expect(nearest).toContainText(/a (menos de 1|[\d,]+) km de você/);
      // The position goes nowhere: the only request the press made is the sorting code itself, from this site.
      const after = requests.slice(before);
      expect(
        after.every((url) => new URL(url).origin === new URL(page.url()).origin),
        after.join(", "),
      ).toBe(true);
      expect(after.join(" ")).not.toMatch(new RegExp(String(here.latitude).replace(".", "\\.")));
      expect(await page.evaluate(() => document.documentElement.scrollWidth), "no sideways scroll").toBeLessThanOrEqual(390);

      await button.tap();
      await expect(button).toHaveAttribute("aria-pressed", "false");
      expect(await shownOrder(page)).toEqual(byState);
      await expect(
        section(page)
          .getByText(/km de você/)
          .filter({ visible: true }),
      ).toHaveCount(0);
    });
  });

  test.describe("with the position refused", () => {
    test.use({ permissions: [] });

    test("keeps the whole list by state and says why", async ({ page }) => {
      // Not granted: the browser refuses the position (a headless browser has no one to ask), as a visitor's does after "Bloquear".
      await page.goto(found?.page.route ?? "/");
      await page.getByRole("button", { name: WORDS.churches.nearMe }).click();
      await expect(section(page).getByRole("status")).toContainText("Sem a sua localização, a lista continua por estado");
      await expect(page.getByRole("button", { name: WORDS.churches.nearMe })).toHaveAttribute("aria-pressed", "false");
      expect(await shownOrder(page)).toEqual(byState);
      await expect(section(page).getByRole("heading", { level: 3 })).toHaveCount(churches.length);
    });
  });

  test("without JavaScript there is no button, and the whole list is by state", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto(found?.page.route ?? "/");
    await expect(page.getByRole("button", { name: WORDS.churches.nearMe })).toBeHidden();
    expect(await shownOrder(page)).toEqual(byState);
    await context.close();
  });
});
