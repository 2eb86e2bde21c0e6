import { initialsOf } from "../../src/site/blocks/testimony-list/initials";
import { content, firstPageWith } from "./support/content";
import { test, expect } from "./support/fixtures";
import { expectWhatsappActions } from "./support/section-checks";

const found = firstPageWith("testimony-list");
const { testimonies } = content;

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`the testimonies at ${viewport.width} px`, { tag: "@content" }, () => {
    test.use({ viewport });

    test("show every testimony with five stars, the page's figures and its WhatsApp buttons", async ({ page }) => {
      test.skip(!found, "nenhuma página tem o bloco testimony-list");
      if (!found) return;
      await page.goto(found.page.route);
      const stories = page.getByRole("region", { name: found.section.heading });
      const cards = stories.getByRole("listitem");
      await expect(cards).toHaveCount(testimonies.length);
      // The rating is announced once per card, not as five separate images.
      await expect(stories.getByRole("img", { name: "5 de 5 estrelas", exact: true })).toHaveCount(testimonies.length);
      await expect(stories.getByRole("img")).toHaveCount(testimonies.length);
      await expect(cards.getByRole("heading", { level: 3 })).toHaveText(testimonies.map((t) => t.title));
      for (const testimony of testimonies) {
        // One person may tell two stories: a card is found by its title, which the check keeps unique.
        const card = cards.filter({ has: page.getByRole("heading", { level: 3, name: testimony.title, exact: true }) });
        if (testimony.role) await expect(card).toContainText(testimony.role);
        if (testimony.congregation) await expect(card).toContainText(testimony.congregation);
        await expect(card.getByText(initialsOf(testimony.author), { exact: true })).toBeVisible();
      }
      for (const stats of found.page.page.sections.filter((section) => section.type === "stats")) {
        const figures = (stats.heading ? page.getByRole("region", { name: stats.heading }) : page.locator(`#${stats.id}`)).getByRole("listitem");
        await expect(figures).toHaveCount(stats.items.length);
        for (const [index, item] of stats.items.entries()) {
          await expect(figures.nth(index)).toContainText(item.value);
          await expect(figures.nth(index)).toContainText(item.label);
        }
      }
      await expectWhatsappActions(page, found.page);
    });
  });
}

test("a hero button that points inside the page jumps to that section", { tag: "@content" }, async ({ page }) => {
  const hero = found?.page.page.sections.find((section) => section.type === "hero");
  const inPage = hero && "actions" in hero ? hero.actions?.find((action) => action.href.startsWith("#")) : undefined;
  test.skip(!found || !inPage, "o topo da página dos testemunhos não tem botão para uma seção dela");
  if (!found || !inPage) return;
  await page.goto(found.page.route);
  await page.getByRole("link", { name: inPage.label }).click();
  await expect(page.locator(inPage.href)).toBeInViewport();
});
