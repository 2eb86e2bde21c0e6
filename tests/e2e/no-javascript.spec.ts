import { eventAnchorId, eventRoute } from "../../src/lib/calendar";
import { subscribeWords } from "../../src/site/blocks/service-times/subscribe-words";
import { test, expect } from "./support/fixtures";
import { content, firstPageWith, newsletterBoxWords, newsletterFormName, sede } from "./support/content";
import { SITE, siteRoutes, WORDS } from "./support/site-routes";

// With JavaScript off (or before a slow script arrives and fails) a page must not offer controls that
// cannot work: every visible button is a form's submit, which the browser sends by itself.
const routes = siteRoutes();

/** A phone and a laptop: where the menu is a drawer with JavaScript, and where it is a row. */
const WIDTHS = [390, 1366] as const;

test("at 390 and 1366 px without JavaScript, no page shows a button that needs it, and the nav is links", { tag: "@content" }, async ({ browser, baseURL }) => {
  // Every page and post in one test: the time it may take grows with the content.
  test.setTimeout(30_000 + routes.length * 5_000);
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport: { width: WIDTHS[0], height: 844 } });
  const page = await context.newPage();
  for (const route of routes) {
    await page.goto(route.path);
    // Loaded once and laid out at each width: without JavaScript nothing on the page depends on the width it was
    // opened at (only the style sheet's media queries do, and the browser applies them again as the window changes),
    // so this is the page a visitor opening it at that width sees, without loading it twice.
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 844 });
      const where = `${route.path} at ${width} px`;
      const buttons = page.locator("button:visible");
      const offenders = await buttons.evaluateAll((els) =>
        els.filter((el) => (el as HTMLButtonElement).type !== "submit" || !el.closest("form")).map((el) => el.textContent?.trim()),
      );
      expect(offenders, `${where}: buttons without JavaScript`).toEqual([]);
      const nav = page.getByRole("navigation", { name: WORDS.navigation.mainMenu });
      await expect(nav.getByRole("link"), where).toHaveCount(SITE.nav.length);
      // Playwright's "visible" (a box of some size, not visibility:hidden), for every link at once: one round trip a page.
      const hidden = await nav.getByRole("link").evaluateAll((links) =>
        links
          .filter((link) => {
            const box = link.getBoundingClientRect();
            return box.width === 0 || box.height === 0 || !link.checkVisibility({ visibilityProperty: true });
          })
          .map((link) => link.textContent?.trim()),
      );
      expect(hidden, `${where}: menu links not visible`).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${where} fits`).toBeLessThanOrEqual(width);
    }
  }
  await context.close();
});

test(
  "without JavaScript the agenda shows every event, each leading to its whole page, the services and the feed, and the forms still send",
  { tag: "@content" },
  async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    const agenda = firstPageWith("event-list");
    if (agenda) {
      await page.goto(agenda.page.route);
      await expect(page.getByRole("region", { name: agenda.section.heading }).getByRole("article")).toHaveCount(content.events.length);
      for (const event of content.events)
        await expect(page.locator(`#${eventAnchorId(event.slug)}`).getByRole("link", { name: new RegExp(`^${WORDS.eventPage.moreInfo}`) })).toHaveAttribute(
          "href",
          eventRoute(event.slug),
        );
      const services = firstPageWith("service-times");
      if (services?.page.route === agenda.page.route) {
        await expect(page.getByRole("region", { name: services.section.heading }).getByRole("listitem")).toHaveCount(sede.serviceTimes?.length ?? 0);
        if (services.section.subscribe)
          await expect(page.getByRole("link", { name: subscribeWords(services.section.subscribe).label })).toHaveAttribute("href", "/agenda.ics");
      }
    }
    // Each event's page is whole: its text, "Quero Participar" and both ways to save it, nothing waiting for a script.
    for (const event of content.events) {
      await page.goto(eventRoute(event.slug));
      const main = page.getByRole("main");
      await expect(main.getByText(event.description)).toBeVisible();
      await expect(main.getByRole("link", { name: new RegExp(`^${WORDS.eventPage.participate}`) })).toBeVisible();
      await expect(main.getByRole("link", { name: new RegExp(`^${WORDS.eventPage.addToGoogle}`) })).toBeVisible();
      await expect(main.locator('a[type="text/calendar"]')).toBeVisible();
    }
    const withNewsletter = firstPageWith("newsletter");
    if (withNewsletter) {
      await page.goto(withNewsletter.page.route);
      const newsletter = page.getByRole("form", { name: newsletterFormName });
      await expect(newsletter).toHaveAttribute("action", `mailto:${SITE.contact.email}?subject=${encodeURIComponent(newsletterFormName)}`);
      await expect(newsletter.getByRole("button", { name: newsletterBoxWords.subscribe })).toBeVisible();
    }
    await context.close();
  },
);
