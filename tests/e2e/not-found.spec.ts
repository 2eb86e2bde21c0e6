import { test, expect } from "./support/fixtures";

test.use({ expectedConsoleErrors: [/status of 404/] });

test("an unknown path answers 404 with the not-found page and logs the path", async ({ page }) => {
  const warnings: string[] = [];
  page.on("console", (message) => warnings.push(message.text()));
  const response = await page.goto("/caminho/que-nao-existe");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("404", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
  await expect(page.getByText("Não encontramos esta página.")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Principal" })).toBeVisible();
  await expect.poll(() => warnings.some((text) => text.includes("/caminho/que-nao-existe"))).toBe(true);
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bem-vindo à Monte Calvário");
});

test("client-side navigation to an unknown path shows the 404 page too", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() => {
    window.history.pushState({}, "", "/sumiu");
    window.dispatchEvent(new PopStateEvent("popstate"));
  });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
  await expect(page.getByRole("link", { name: "Sobre a igreja" }).or(page.getByRole("link", { name: /Conheça nossa história/ }))).toBeVisible();
});
