import { test, expect } from "./support/fixtures";
import { expectNoAxeViolations } from "./support/axe";

const VALUES = ["Amor", "Comunidade", "Propósito", "Excelência"];

for (const viewport of [{ width: 1366, height: 900 }, { width: 390, height: 844 }]) {
  test.describe(`/sobre at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("tells the history, the succession, the creed, the values, mission and vision, with no axe violations", async ({ page }) => {
      await page.goto("/sobre");
      await expect(page).toHaveTitle(/^Sobre Nós/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sobre a Monte Calvário");
      // Spec §2: the claim of over 30 years.
      await expect(page.locator("#sobre").getByText("Mais de 30 anos de fé, oração e Palavra")).toBeVisible();
      await expect(page.locator("#sobre").getByRole("list", { name: "Em números" })).toContainText("30+");

      // Founders and succession, as an ordered list of milestones.
      const history = page.getByRole("region", { name: "De uma sala de oração a seis igrejas" });
      const milestones = history.getByRole("list").getByRole("listitem");
      await expect(milestones).toHaveCount(6);
      await expect(milestones.first()).toContainText("1993");
      await expect(milestones.first()).toContainText("Antônio e Helena Ferreira");
      await expect(history.getByRole("heading", { name: "O primeiro culto" })).toBeVisible();
      const succession = milestones.filter({ has: page.getByRole("heading", { name: "A liderança passa a Daniel e Ruth" }) });
      await expect(succession).toContainText("Pastor Daniel Ferreira");
      await expect(succession).toContainText("Pastora Ruth Ferreira");
      await expect(history).toContainText("pastores fundadores");

      const creed = page.getByRole("region", { name: "Declaração de Fé" });
      await expect(creed.getByRole("list").getByRole("listitem")).toHaveCount(8);
      await expect(creed.getByRole("listitem").first()).toContainText("Na Bíblia Sagrada");
      await expect(creed.locator("strong").first()).toHaveText("Na Bíblia Sagrada");
      await expect(creed.locator("figcaption")).toHaveText("1 Coríntios 2:2");

      const values = page.getByRole("region", { name: "Nossos Valores" });
      await expect(values.getByRole("heading", { level: 3 })).toHaveText(VALUES);

      const missionVision = page.getByRole("region", { name: "Missão e Visão" });
      await expect(missionVision.getByRole("heading", { level: 3 })).toHaveText(["Missão", "Visão"]);
      await expect(missionVision).toContainText("Adorar a Deus em espírito e em verdade");
      await expect(missionVision).toContainText("Ser uma família de fé");

      const invitation = page.getByRole("region", { name: "Mais de 30 anos depois, a porta continua aberta" });
      await expect(invitation.getByRole("link", { name: "Venha nos Visitar" })).toHaveAttribute("href", "/contato#visite");
      await expect(invitation.getByRole("link", { name: "Conheça os Ministérios" })).toHaveAttribute("href", "/ministerios");

      await expectNoAxeViolations(page);
    });
  });
}

test("/sobre is complete without JavaScript (pre-rendered)", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto("/sobre");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sobre a Monte Calvário");
  await expect(page.getByRole("heading", { name: "Declaração de Fé" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "A liderança passa a Daniel e Ruth" })).toBeVisible();
  await context.close();
});
