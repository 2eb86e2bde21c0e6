import { test, expect } from "./support/fixtures";
import { expectNoAxeViolations } from "./support/axe";

const EMAIL = "contato@montecalvario.org.br";

for (const viewport of [{ width: 1366, height: 900 }, { width: 390, height: 844 }]) {
  test.describe(`legal pages at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("/privacidade states the LGPD essentials, with an index that jumps to each topic", async ({ page }) => {
      await page.goto("/privacidade");
      await expect(page).toHaveTitle(/^Política de Privacidade/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Política de Privacidade");
      const main = page.getByRole("main");
      await expect(main.getByText("Atualizado em novembro de 2026")).toBeVisible();

      const topics = await main.getByRole("heading", { level: 2 }).allTextContents();
      expect(topics).toEqual(expect.arrayContaining([
        "Quem cuida dos seus dados",
        "O que coletamos, e por quê",
        "Para onde vão as informações",
        "O mapa do Google",
        "Por quanto tempo guardamos",
        "Os seus direitos",
        "Mudanças nesta política",
      ]));
      // Controller identity and the contact for data requests.
      await expect(main).toContainText("Igreja Monte Calvário, com sede na Rua das Oliveiras, 320 – Vila Formosa, São Paulo – SP");
      await expect(main.getByRole("link", { name: EMAIL }).first()).toHaveAttribute("href", `mailto:${EMAIL}`);
      await expect(main).toContainText("Encarregado pelo tratamento de dados pessoais (LGPD, art. 41): o pastor presidente da Igreja Monte Calvário");
      // Contacts come from site.json through placeholders: none may reach the page as typed.
      expect(await main.textContent()).not.toMatch(/\{[a-z-]+\}/);
      // Without a form endpoint in site.json, the policy says no form service is used.
      await expect(main).toContainText("Serviço de formulários: hoje o site não usa nenhum");
      // What each form collects, where it goes, how long it stays.
      await expect(main).toContainText("nome, telefone e/ou e-mail (pelo menos um dos dois, para podermos responder), assunto e mensagem");
      await expect(main).toContainText("apenas o seu e-mail, com a caixa de consentimento");
      await expect(main).toContainText("WhatsApp:");
      await expect(main).toContainText("no máximo por 12 meses");
      await expect(main).toContainText("não usa cookies");
      await expect(main).toContainText('só é carregado se você tocar em "Carregar mapa"');
      await expect(main).toContainText("Pela LGPD (art. 18)");
      const rights = main.getByRole("heading", { name: "Os seus direitos" }).locator("xpath=following-sibling::ol[1]");
      await expect(rights.getByRole("listitem")).toHaveCount(9);

      const index = page.getByRole("navigation", { name: "Nesta página" });
      await index.getByRole("link", { name: "Os seus direitos" }).click();
      await expect(page).toHaveURL(/\/privacidade#texto-os-seus-direitos$/);
      await expect(main.getByRole("heading", { name: "Os seus direitos" })).toBeInViewport();

      await expectNoAxeViolations(page);
    });

    test("/termos covers content, testimonies, donations, external links and Brazilian law", async ({ page }) => {
      await page.goto("/termos");
      await expect(page).toHaveTitle(/^Termos de Uso/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Termos de Uso");
      const main = page.getByRole("main");
      await expect(main.getByText("Atualizado em novembro de 2026")).toBeVisible();
      for (const topic of ["2. Uso do conteúdo", "4. Testemunhos", "5. Ofertas e doações", "6. Links para outros sites", "10. Lei aplicável e foro"]) {
        await expect(main.getByRole("heading", { level: 2, name: topic })).toBeVisible();
      }
      await expect(main).toContainText("somente pelos seus canais oficiais");
      await expect(main).toContainText("nunca pede dinheiro");
      await expect(main).toContainText("com autorização expressa");
      await expect(main).toContainText("leis da República Federativa do Brasil");
      // The site shows original illustrations, not photos of people: the terms say so.
      await expect(main.getByRole("heading", { level: 2, name: "3. Imagens e fotos de pessoas" })).toBeVisible();
      await expect(main).toContainText("nenhuma delas retrata pessoas reais");
      await expect(main.getByRole("link", { name: EMAIL }).first()).toHaveAttribute("href", `mailto:${EMAIL}`);
      expect(await main.textContent()).not.toMatch(/\{[a-z-]+\}/);
      await main.getByRole("link", { name: "Política de Privacidade" }).click();
      await expect(page).toHaveURL(/\/privacidade$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Política de Privacidade");
      await page.goBack();

      await expectNoAxeViolations(page);
    });
  });
}
