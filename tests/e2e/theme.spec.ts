import { schemeColors } from "../../src/lib/theme/scheme-colors";
import { parseHex } from "../../src/lib/color/srgb";
import { THEME_CHOICE_KEY } from "../../src/lib/theme-choice";
import { content } from "./support/content";
import { waitForPageScripts } from "./support/page-checks";
import { test, expect } from "./support/fixtures";

/** The page's background in each scheme, as the content's theme works it out (src/lib/theme/scheme-colors.ts). */
const schemes = schemeColors(content.site.theme);
const rgb = (hex: string) => `rgb(${parseHex(hex).join(", ")})`;
const LIGHT = rgb(schemes.light.tokens.bg.hex);
const DARK = rgb(schemes.dark.tokens.bg.hex);
const pageBackground = (page: import("@playwright/test").Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test.describe("on a phone set to dark", () => {
  test.use({ colorScheme: "dark" });

  test("the site follows the system; the footer's choice, made with the keyboard, wins and is kept from page to page before the first paint", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForPageScripts(page);
    expect(await pageBackground(page)).toBe(DARK);
    const group = page.getByRole("radiogroup", { name: "Tema" });
    await expect(group.getByRole("radio", { name: "Sistema" })).toBeChecked();

    // The arrows move the choice inside the group, as with any radio buttons.
    await group.getByRole("radio", { name: "Sistema" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(group.getByRole("radio", { name: "Claro" })).toBeChecked();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
    expect(await pageBackground(page)).toBe(LIGHT);

    // The next page has the choice on <html> when its <body> is first parsed, before anything is painted.
    await page.addInitScript(() => {
      new MutationObserver((_changes, observer) => {
        if (!document.body) return;
        (window as unknown as { themeAtBody: string | null }).themeAtBody = document.documentElement.getAttribute("data-theme");
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    const other = content.site.nav.find((item) => item.href !== "/")?.href ?? "/404";
    await page.goto(other);
    expect(await page.evaluate(() => (window as unknown as { themeAtBody: string | null }).themeAtBody)).toBe("light");
    expect(await pageBackground(page)).toBe(LIGHT);
    await expect(page.getByRole("radiogroup", { name: "Tema" }).getByRole("radio", { name: "Claro" })).toBeChecked();

    // Back to the system's choice: nothing stays stored.
    await page.getByRole("radiogroup", { name: "Tema" }).getByRole("radio", { name: "Sistema" }).check();
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME_CHOICE_KEY)).toBeNull();
    expect(await pageBackground(page)).toBe(DARK);
  });

  test("a page prints in the light theme, whatever the screen shows", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("radiogroup", { name: "Tema" }).getByRole("radio", { name: "Escuro" }).check();
    expect(await pageBackground(page)).toBe(DARK);
    await page.emulateMedia({ media: "print" });
    expect(await pageBackground(page)).toBe(LIGHT);
  });
});

test("the church's mark from site.json is drawn in the header and the footer from inside the page, at its square", async ({ page }) => {
  const requested: string[] = [];
  // The mark's file, not the site's icon sprite (icon-sprite.ts), which draws other icons.
  page.on("request", (request) => void (request.url().endsWith(".svg") && !/\/assets\/icons-/.test(request.url()) && requested.push(request.url())));
  await page.goto("/");
  const marks = page.locator("header [data-brand-mark], footer [data-brand-mark]");
  await expect(marks).toHaveCount(2);
  for (const mark of await marks.all()) {
    const drawn = await mark.evaluate((element) => {
      const { backgroundImage, width, height } = getComputedStyle(element);
      return { url: /^url\("(.*)"\)$/.exec(backgroundImage)?.[1] ?? backgroundImage, width, height };
    });
    expect(drawn.url).toMatch(/^data:image\/svg\+xml,/);
    expect(drawn.width).toBe(drawn.height);
    // The drawing itself is a picture the browser can decode.
    const decodedWidth = await page.evaluate(
      (url) =>
        new Promise<number>((resolve) => {
          const image = new Image();
          image.onload = () => resolve(image.naturalWidth);
          image.onerror = () => resolve(0);
          image.src = url;
        }),
      drawn.url,
    );
    expect(decodedWidth).toBeGreaterThan(0);
  }
  expect(requested).toEqual([]);
});
