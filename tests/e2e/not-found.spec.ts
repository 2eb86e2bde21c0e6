import { heroTitle, pageAt } from "./support/content";
import { WORDS } from "./support/site-routes";
import { test, expect } from "./support/fixtures";

test.use({ expectedConsoleErrors: [/status of 404/] });

const notFound = pageAt("/404");
const notFoundHero = notFound?.page.sections.find((section) => section.type === "hero");
const homeAction = notFoundHero && "actions" in notFoundHero ? notFoundHero.actions?.find((action) => action.href === "/") : undefined;

test("an unknown path answers 404 with the not-found page and logs the path", { tag: "@content" }, async ({ page }) => {
  const warnings: string[] = [];
  page.on("console", (message) => warnings.push(message.text()));
  const response = await page.goto("/caminho/que-nao-existe");
  expect(response?.status()).toBe(404);
  const title = heroTitle("/404");
  if (title) await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  if (notFoundHero && "subtitle" in notFoundHero && notFoundHero.subtitle) await expect(page.getByText(notFoundHero.subtitle)).toBeVisible();
  await expect(page.getByRole("navigation", { name: WORDS.navigation.mainMenu })).toBeVisible();
  await expect.poll(() => warnings.some((text) => text.includes("/caminho/que-nao-existe"))).toBe(true);
  if (!homeAction) return;
  await page.getByRole("link", { name: homeAction.label }).click();
  await expect(page).toHaveURL(/\/$/);
  const home = heroTitle("/");
  if (home) await expect(page.getByRole("heading", { level: 1 })).toHaveText(home);
});
