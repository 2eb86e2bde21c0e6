import { heroTitle } from "./support/content";
import { SITE } from "./support/site-routes";
import { test, expect } from "./support/fixtures";

const target = SITE.nav.find((item) => item.href !== "/" && !item.href.includes("#"));
const slug = target?.href.slice(1);

test.describe("when a page's data cannot be loaded", () => {
  // React reports the error it caught to the console, as it should.
  test.use({ expectedConsoleErrors: [/status of 503|ContentLoadError/] });

  test("the error screen replaces the page, never a blank one, and the site recovers on the next visit", async ({ page }) => {
    await page.goto("/");
    let failing = true;
    test.skip(!target, "o menu só leva à página inicial");
    await page.route(`**/data/pages/${slug}.json`, (route) => (failing ? route.fulfill({ status: 503, contentType: "text/plain", body: "fora do ar" }) : route.continue()));
    await page.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: target?.label, exact: true }).click();

    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Unexpected Application Error!");
    await expect(page.getByText("Conteúdo indisponível (HTTP 503).")).toBeVisible();
    await expect(page.getByRole("link", { name: "Voltar ao início" })).toHaveAttribute("href", "/");

    // Back to a page that works, then to the one that failed once the server answers again.
    failing = false;
    await page.goBack();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heroTitle("/") ?? "");
    await page.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: target?.label, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heroTitle(target?.href ?? "/") ?? "");
  });
});
