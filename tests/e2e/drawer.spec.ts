import { heroTitle } from "./support/content";
import { SITE } from "./support/site-routes";
import { test, expect } from "./support/fixtures";

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test("at 390 px the menu is a right-side drawer: a dialog that Escape, its links and its close button close", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("navigation", { name: "Principal" })).toBeHidden();
  const menuButton = page.getByRole("button", { name: "Menu", exact: true });
  await expect(menuButton).toHaveAttribute("aria-expanded", "false");
  await menuButton.click();

  const drawer = page.getByRole("dialog", { name: "Menu" });
  await expect(drawer).toBeVisible();
  await expect(menuButton).toHaveAttribute("aria-expanded", "true");
  // Measured once its 200 ms slide-in has ended.
  await expect
    .poll(async () => {
      const box = await drawer.boundingBox();
      return Math.round((box?.x ?? 0) + (box?.width ?? 0));
    })
    .toBe(390);
  // The menu's entries and the visit button.
  await expect(drawer.getByRole("link")).toHaveCount(SITE.nav.length + 1);
  const home = SITE.nav.find((item) => item.href === "/");
  if (home) await expect(drawer.getByRole("link", { name: home.label, exact: true })).toHaveAttribute("aria-current", "page");

  // Focus kept inside in both directions, and Escape back to the button: keyboard.spec.ts.
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();

  await menuButton.click();
  const target = SITE.nav.findLast((item) => item.href !== "/") ?? SITE.nav[0];
  await drawer.getByRole("link", { name: target?.label, exact: true }).click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL((url) => url.pathname === target?.href);
  const title = heroTitle(target?.href ?? "/");
  if (title) await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);

  await menuButton.click();
  await drawer.getByRole("button", { name: "Fechar menu" }).click();
  await expect(drawer).toBeHidden();
});
