import { test, expect } from "./support/fixtures";
import { tab, tabUntil, type FocusStop } from "./support/keyboard";
import { anotherPage, contactWords, content, exactly, firstPageWith, formWords, newsletterBoxWords, newsletterFormName } from "./support/content";
import { SITE } from "./support/site-routes";

/** The page with the most sections: the longest one to tab through. */
const longPage = [...content.pages].sort((a, b) => b.page.sections.length - a.page.sections.length)[0]?.route ?? "/";
const newsletterPage = firstPageWith("newsletter");

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const ringless = (stops: FocusStop[]) => stops.filter((stop) => !stop.visible).map((stop) => stop.label);

test("from the top of the page, Tab reaches the skip link first and then the header in order", async ({ page }) => {
  await page.goto("/");
  const skip = await tab(page);
  expect(skip.label).toBe('a "Pular para o conteúdo" #conteudo');
  const header = page.getByRole("banner");
  const expected = await header
    .locator("a[href], button")
    .evaluateAll((elements) =>
      elements
        .filter((el) => (el as HTMLElement).offsetParent !== null && !el.closest("dialog"))
        .map((el) => el.getAttribute("href") ?? el.textContent?.trim()),
    );
  const stops = [skip];
  const reached: { href: string | null | undefined; inNav: boolean }[] = [];
  for (const _ of expected) {
    stops.push(await tab(page));
    reached.push(
      await page.evaluate(() => ({
        href: document.activeElement?.getAttribute("href") ?? document.activeElement?.textContent?.trim(),
        inNav: Boolean(document.activeElement?.closest('nav[aria-label="Principal"]')),
      })),
    );
  }
  expect(reached.map((stop) => stop.href)).toEqual(expected);
  // The main nav comes in the order of site.json.
  expect(reached.filter((stop) => stop.inNav).map((stop) => stop.href)).toEqual(SITE.nav.map((item) => item.href));
  expect(stops.every((stop) => stop.inHeader || stop === skip)).toBe(true);
  expect(ringless(stops), "elementos focados sem indicador visível").toEqual([]);
});

test.describe("at 390 px", () => {
  test.use(phone);

  test("the drawer opens with Enter and Space, keeps Tab inside and closes on Escape back to its button", async ({ page }) => {
    await page.goto(anotherPage?.route ?? "/");
    await tabUntil(page, (stop) => stop.label.startsWith('button "Menu'), 10);
    const menuButton = page.getByRole("button", { name: "Menu", exact: true });
    const drawer = page.getByRole("dialog", { name: "Menu" });
    for (const key of ["Enter", "Space"]) {
      await page.keyboard.press(key);
      await expect(drawer).toBeVisible();
      const inside = async () => drawer.evaluate((el) => el.contains(document.activeElement));
      expect(await inside()).toBe(true);
      const count = await drawer.locator("a[href], button").count();
      const stops: FocusStop[] = [];
      for (let i = 0; i < count + 2; i++) {
        stops.push(await tab(page));
        expect(await inside(), `Tab ${i + 1} saiu do menu`).toBe(true);
      }
      stops.push(await tab(page, "Shift+Tab"));
      expect(await inside()).toBe(true);
      expect(ringless(stops)).toEqual([]);
      await page.keyboard.press("Escape");
      await expect(drawer).toBeHidden();
      await expect(menuButton).toBeFocused();
    }
  });

  for (const fromBelow of [false, true]) {
    test(`tabbing through a long page, focus is always visible and never hidden under the header or floating buttons${fromBelow ? " (scrolled the Firefox/Safari way)" : ""}`, async ({
      page,
    }) => {
      await page.goto(firstPageWith("ministry-grid")?.page.route ?? longPage);
      const stops: FocusStop[] = [];
      // Until focus wraps back past the end of the page (the browser UI, then the skip link again).
      for (let i = 0; i < 250; i++) {
        const stop = await tab(page, "Tab", { fromBelow });
        if (stop.label === "body" || (i > 0 && stop.label.includes("Pular para o conteúdo"))) break;
        stops.push(stop);
      }
      // The walk went through the whole page, down to the footer's links.
      expect(stops.some((stop) => stop.inFooter)).toBe(true);
      expect(
        stops.some((stop) => stop.floating),
        "o botão do WhatsApp também recebe foco",
      ).toBe(true);
      expect(ringless(stops), "elementos focados sem indicador visível").toEqual([]);
      expect(stops.filter((stop) => stop.covered > 0).map((stop) => `${stop.label} (${stop.covered * 100}% coberto)`)).toEqual([]);
    });
  }

  test("the blog newsletter can be filled in and sent with the keyboard alone", async ({ page }) => {
    test.skip(
      !newsletterPage || newsletterPage.page.page.sections.some((section) => section.type === "contact-form"),
      "nenhuma página tem só o formulário da newsletter",
    );
    await page.goto(newsletterPage?.page.route ?? "/");
    await tabUntil(page, (stop) => stop.label.startsWith("input"));
    const form = page.getByRole("form", { name: newsletterFormName });
    await expect(form.getByLabel(newsletterBoxWords.emailLabel)).toBeFocused();
    await page.keyboard.type("maria@exemplo.com");
    expect((await tab(page)).label).toBe(`button "${newsletterBoxWords.subscribe}"`);
    const consent = await tab(page);
    expect(consent.label.startsWith("input")).toBe(true);
    expect(consent.visible).toBe(true);
    await page.keyboard.press("Space");
    await expect(form.getByRole("checkbox")).toBeChecked();
    expect((await tab(page, "Shift+Tab")).label).toBe(`button "${newsletterBoxWords.subscribe}"`);
    await page.keyboard.press("Enter");
    await expect(form.getByRole("status")).toHaveText(newsletterBoxWords.mailtoOpened);
  });

  test("the contact form can be filled in and sent with the keyboard alone", async ({ page, context }) => {
    // The WhatsApp tab is a popup the fixture does not guard: answer wa.me locally.
    await context.route(/^https:\/\/wa\.me\//, (route) => route.fulfill({ contentType: "text/html", body: "<title>WhatsApp</title>" }));
    await page.goto("/contato");
    const form = page.getByRole("form", { name: contactWords.formLabel });
    const stops = await tabUntil(page, (stop) => stop.label.startsWith("input"));
    await expect(form.getByLabel(contactWords.nameLabel)).toBeFocused();
    await page.keyboard.type("Maria Souza");
    stops.push(await tab(page));
    await expect(form.getByLabel(contactWords.phoneFieldLabel)).toBeFocused();
    await page.keyboard.type("11987654321");
    await expect(form.getByLabel(contactWords.phoneFieldLabel)).toHaveValue("(11) 98765-4321");
    stops.push(await tab(page), await tab(page), await tab(page));
    await expect(form.getByLabel(contactWords.messageLabel)).toBeFocused();
    await page.keyboard.type("Peço oração pela minha família.");
    stops.push(await tab(page));
    await expect(form.getByRole("button", { name: exactly(formWords.sendByWhatsapp, { end: false }) })).toBeFocused();
    expect(ringless(stops), "elementos focados sem indicador visível").toEqual([]);
    const popupOpened = page.waitForEvent("popup");
    await page.keyboard.press("Enter");
    // The tab opens blank, then goes to WhatsApp (src/lib/open-tab.ts).
    const popup = await popupOpened;
    await popup.waitForURL(/^https:\/\/wa\.me\//);
    expect(new URL(popup.url()).searchParams.get("text")).toContain("Peço oração pela minha família.");
  });
});
