import { fullNavMinWidth } from "../../src/site/app/layout/nav-fit";
import { compactServiceTimes, fullAddress, shortAddress } from "../../src/site/data/site-selectors";
import { telHref } from "../../src/lib/phone";
import { formatTime, weekdayName, type Weekday } from "../../src/lib/time";
import { whatsappHref } from "../../src/lib/whatsapp";
import { pageAt, sede } from "./support/content";
import { SITE, WORDS } from "./support/site-routes";
import { test, expect } from "./support/fixtures";

/** The h1 a page opens with: its first hero's title (the route's content decides, not the test). */
const h1Of = (href: string) => {
  const hero = pageAt(href.split(/[?#]/)[0] ?? href)?.page.sections.find((section) => section.type === "hero");
  return hero && "title" in hero ? hero.title : undefined;
};
const { privacy, terms } = SITE.legal;

test("desktop nav marks the current route, with the gold underline", { tag: "@content" }, async ({ page }) => {
  const [first, second] = SITE.nav;
  test.skip(!first || !second, "o menu do site.json tem um item só");
  if (!first || !second) return;
  await page.goto(first.href);
  const nav = page.getByRole("navigation", { name: WORDS.navigation.mainMenu });
  await expect(nav.getByRole("link", { name: first.label, exact: true })).toHaveAttribute("aria-current", "page");

  await nav.getByRole("link", { name: second.label, exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === second.href);
  await expect(nav.getByRole("link", { name: second.label, exact: true })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: first.label, exact: true })).not.toHaveAttribute("aria-current", "page");
  // The gold underline (::after) is full width on the current route and collapsed elsewhere.
  await page.mouse.move(0, 600);
  const underline = (name: string) => nav.getByRole("link", { name, exact: true }).evaluate((el) => getComputedStyle(el, "::after").transform);
  await expect.poll(() => underline(second.label)).toMatch(/^(none|matrix\(1, 0, 0, 1, 0, 0\))$/);
  await expect.poll(() => underline(first.label)).toBe("matrix(0, 0, 0, 1, 0, 0)");
  const heading = h1Of(second.href);
  if (heading) await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
});

test("the header fits on one row at every laptop width, with the drawer below the width the menu needs", { tag: "@content" }, async ({ page }) => {
  const needed = fullNavMinWidth(SITE);
  const bar = page.getByRole("banner").locator("[data-no-js-wrap]").first();
  const nav = page.getByRole("navigation", { name: WORDS.navigation.mainMenu });
  const menu = page.getByRole("button", { name: WORDS.navigation.menuButton, exact: true });
  const visit = page.getByRole("banner").getByRole("link", { name: SITE.headerAction.label });
  for (const width of [1024, 1100, needed - 1, needed, 1280, 1366, 1536, 1920].filter((w) => w >= 1024).sort((a, b) => a - b)) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/");
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width}: no sideways scroll`).toBeLessThanOrEqual(width);
    await expect(width < needed ? menu : nav, `${width}`).toBeVisible();
    await expect(width < needed ? nav : menu, `${width}`).toBeHidden();
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

test(
  "header strip shows the phone, the sede's address and service times; the visit button goes where site.json says",
  { tag: "@content" },
  async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("link", { name: `${WORDS.contacts.phoneLabel} ${SITE.contact.phone}` })).toHaveAttribute("href", telHref(SITE.contact.phone));
    await expect(page.getByText(shortAddress(sede.address)).first()).toBeVisible();
    await expect(page.getByRole("banner").getByText(compactServiceTimes(sede.serviceTimes ?? []))).toBeVisible();
    const { label, href } = SITE.headerAction;
    await page.getByRole("banner").getByRole("link", { name: label }).click();
    await expect(page).toHaveURL((url) => url.pathname + url.hash === href);
    const fragment = href.split("#")[1];
    if (fragment) await expect(page.locator(`#${fragment}`)).toBeInViewport();
  },
);

test("on a phone too narrow for the header strip, its icons keep their size and the service times end in …", async ({ page }) => {
  // 320 px, the narrowest phones: the fixture's phone number and service times do not fit side by side there.
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto("/");
  const times = page.getByRole("banner").getByText(compactServiceTimes(sede.serviceTimes ?? []));
  await expect(times).toBeVisible();
  const phone = page.getByRole("link", { name: `${WORDS.contacts.phoneLabel} ${SITE.contact.phone}` });
  // Every icon shown in the strip (the phone's, the clock's) at its own size.
  const widths = await phone.evaluate((link) =>
    [...(link.parentElement?.querySelectorAll("svg") ?? [])].filter((icon) => icon.checkVisibility()).map((icon) => icon.getBoundingClientRect().width),
  );
  expect(widths.length).toBeGreaterThanOrEqual(2);
  for (const width of widths) expect(width, "an icon of the strip").toBeCloseTo(14, 0);
  // Cut where the screen ends, with "…", the page no wider than the screen.
  const cut = await times.evaluate((element) => {
    const text = element.closest("span:not(:has(> svg))") ?? element;
    return [text.scrollWidth > text.clientWidth, getComputedStyle(text).textOverflow];
  });
  expect(cut).toEqual([true, "ellipsis"]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});

test("footer has the sede's service times and address, the contacts, legal links and the current year", { tag: "@content" }, async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  // Its headings and the theme's choice say the church's words (site.json's `words`, or the schema's defaults).
  await expect(footer.getByRole("heading", { level: 2 })).toHaveText([WORDS.contacts.servicesHeading, WORDS.contacts.contactHeading]);
  await expect(footer.getByRole("radiogroup", { name: WORDS.themeChoice.themeLabel })).toBeVisible();
  for (const service of sede.serviceTimes ?? []) {
    await expect(footer.getByText(`${weekdayName(service.day as Weekday)}, ${formatTime(service.time)}`, { exact: true })).toBeVisible();
    await expect(footer).toContainText(service.name);
  }
  await expect(footer.getByText(SITE.contact.email, { exact: true })).toBeVisible();
  await expect(footer).toContainText(fullAddress(sede.address).split(",")[0] ?? sede.address.street);
  await expect(footer.getByRole("link", { name: /WhatsApp/ })).toHaveAttribute("href", whatsappHref(SITE.contact.whatsapp, SITE.whatsappGreeting));
  await expect(footer.getByRole("link", { name: new RegExp(`^${WORDS.contacts.seeOnMap}`) })).toHaveAttribute("href", /google\.com\/maps/);
  for (const social of await footer
    .locator('a[href^="https://"]')
    .filter({ hasNot: page.locator('[href*="wa.me"], [href*="google.com/maps"]') })
    .all()) {
    await expect(social).toHaveAttribute("target", "_blank");
  }
  await expect(footer.getByText(`© ${new Date().getFullYear()} ${SITE.name}`)).toBeVisible();
  for (const legal of [privacy, terms]) {
    await page.getByRole("contentinfo").getByRole("link", { name: legal.label }).click();
    await expect(page).toHaveURL((url) => url.pathname === legal.href);
    const heading = h1Of(legal.href);
    if (heading) await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  }
});

test("the copyright year is the visitor's, not the build's", async ({ page, browser, baseURL }) => {
  const buildYear = new Date().getFullYear();
  const later = buildYear + 5;
  await page.clock.setFixedTime(new Date(`${later}-03-10T12:00:00-03:00`));
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByText(`© ${later} ${SITE.name}`)).toBeVisible();
  await expect(footer.getByText(`© ${buildYear} ${SITE.name}`)).toHaveCount(0);
  // Client navigations keep it.
  await footer.getByRole("link", { name: terms.label }).click();
  await expect(page).toHaveURL((url) => url.pathname === terms.href);
  await expect(page.getByRole("contentinfo").getByText(`© ${later} ${SITE.name}`)).toBeVisible();

  // Without JavaScript the pre-rendered year (the build's) is all there is.
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const noJs = await context.newPage();
  await noJs.goto("/");
  await expect(noJs.getByRole("contentinfo").getByText(`© ${buildYear} ${SITE.name}`)).toBeVisible();
  await context.close();
});

test("floating WhatsApp opens a new tab with the greeting and shows its tooltip", async ({ page }) => {
  await page.goto("/");
  const whatsapp = page.getByRole("link", { name: "Fale conosco no WhatsApp (abre em nova aba)" });
  await expect(whatsapp).toHaveAttribute("target", "_blank");
  await expect(whatsapp).toHaveAttribute("rel", "noopener noreferrer");
  await expect(whatsapp).toHaveAttribute("href", whatsappHref(SITE.contact.whatsapp, SITE.whatsappGreeting));
  const tooltip = whatsapp.getByText("Fale conosco no WhatsApp");
  await expect(tooltip).toHaveCSS("opacity", "0");
  await whatsapp.hover();
  await expect(tooltip).toHaveCSS("opacity", "1");
});

test("back-to-top appears only past 300 px and returns to the top", async ({ page }) => {
  await page.goto("/");
  const button = page.getByRole("button", { name: "Voltar ao topo" });
  await expect(button).toHaveCount(0);
  // Scrolled to 280 px and the page's scroll listener has had its turn (the scroll event, then a frame drawn
  // after it): only then does "still hidden" mean the button stays hidden there.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        window.addEventListener("scroll", () => requestAnimationFrame(() => requestAnimationFrame(() => resolve())), { once: true });
        window.scrollTo(0, 280);
      }),
  );
  await expect(button).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 320));
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toHaveCount(0);
});

test("following a link loads the next page at its top, whatever the scroll of the one before", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole("contentinfo").getByRole("link", { name: terms.label }).click();
  await expect(page).toHaveURL((url) => url.pathname === terms.href);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
