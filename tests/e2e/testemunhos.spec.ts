import { test, expect } from "./support/fixtures";
import { expectNoAxeViolations } from "./support/axe";
import { whatsappMessage } from "./support/outbound-links";

for (const viewport of [{ width: 1366, height: 900 }, { width: 390, height: 844 }]) {
  test.describe(`/testemunhos at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("shows 2 five-star testimonies, the 4 figures and the two WhatsApp buttons, with no axe violations", async ({ page }) => {
      await page.goto("/testemunhos");
      await expect(page).toHaveTitle(/^Testemunhos/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Testemunhos");

      const stories = page.getByRole("region", { name: "Histórias de fé" });
      const cards = stories.getByRole("listitem");
      await expect(cards).toHaveCount(2);
      // The rating is announced once per card, not as five separate images.
      await expect(stories.getByRole("img", { name: "5 de 5 estrelas", exact: true })).toHaveCount(2);
      await expect(stories.getByRole("img")).toHaveCount(2);

      const marcia = cards.filter({ hasText: "Márcia Regina Souza" });
      await expect(marcia.getByRole("heading", { level: 3 })).toHaveText("Deus restaurou o meu casamento");
      await expect(marcia).toContainText("Membro há 8 anos");
      await expect(marcia).toContainText("Sede – Vila Formosa");
      await expect(marcia.getByText("MS", { exact: true })).toBeVisible();
      const jose = cards.filter({ hasText: "José Carlos Almeida" });
      await expect(jose.getByRole("heading", { level: 3 })).toHaveText("Sustentado durante a enfermidade");
      await expect(jose).toContainText("Monte Calvário Guarulhos");
      await expect(jose.getByText("JA", { exact: true })).toBeVisible();

      const figures = page.getByRole("region", { name: "O que Deus já fez entre nós" }).getByRole("listitem");
      await expect(figures).toHaveCount(4);
      await expect(figures).toHaveText([/200\+\s*Vidas Transformadas/, /150\+\s*Batizados/, /80\+\s*Casamentos Restaurados/, /50\+\s*Curas e Milagres/]);

      const cta = page.getByRole("region", { name: "Deus também fez algo na sua vida?" });
      expect(await whatsappMessage(cta.getByRole("link", { name: /^Enviar Meu Testemunho/ }))).toBe(
        "Olá! Gostaria de compartilhar o meu testemunho com a Igreja Monte Calvário.",
      );
      expect(await whatsappMessage(cta.getByRole("link", { name: /^Falar com Pastor/ }))).toBe(
        "Olá! Gostaria de conversar com um pastor da Igreja Monte Calvário. Pode me ajudar a marcar um horário?",
      );
      // Spec §2: the testimonies, then the call to send one, then the four figures.
      const order = await page.locator("main section[id]").evaluateAll((sections) => sections.map((section) => section.id));
      expect(order).toEqual(["testemunhos", "historias", "envie", "numeros"]);
      await expectNoAxeViolations(page);
    });
  });
}

test("the hero button jumps to the call to send a testimony", async ({ page }) => {
  await page.goto("/testemunhos");
  await page.getByRole("link", { name: "Conte o seu testemunho" }).click();
  await expect(page.getByRole("heading", { name: "Deus também fez algo na sua vida?" })).toBeInViewport();
});
