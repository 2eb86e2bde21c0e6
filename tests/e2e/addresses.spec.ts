import { test, expect } from "./support/fixtures";

// Static hosts answer some of these with the page's own HTML and others with 404.html.
test.use({ expectedConsoleErrors: [/status of 404/] });

const SPELLINGS: [string, string, string][] = [
  ["/sobre.html", "/sobre", "Sobre a Monte Calvário"],
  ["/index.html", "/", "Bem-vindo à Monte Calvário"],
  ["/sobre/", "/sobre", "Sobre a Monte Calvário"],
  ["/SOBRE", "/sobre", "Sobre a Monte Calvário"],
  ["/Blog/9/", "/blog/9", "Um ano coroado de bondade"],
  ["/blog/9.html", "/blog/9", "Um ano coroado de bondade"],
];

test.describe("other spellings of a page's address", () => {
  for (const [typed, canonical, heading] of SPELLINGS) {
    test(`${typed} shows ${canonical} under its own address`, async ({ page, baseURL }) => {
      await page.goto(`${baseURL}${typed}`);
      await expect(page).toHaveURL(`${baseURL}${canonical}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${canonical === "/" ? "/?" : canonical}$`));
    });
  }

  test("an address that names no page keeps its spelling and shows the 404 page", async ({ page, baseURL }) => {
    await page.goto(`${baseURL}/Nada-Aqui/`);
    await expect(page).toHaveURL(`${baseURL}/Nada-Aqui/`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
  });
});
