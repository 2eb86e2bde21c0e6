import { test, expect } from "./support/fixtures";
import { expectNoAxeViolations } from "./support/axe";
import { whatsappMessage } from "./support/outbound-links";

const GRID = "Veja onde o seu coração se encaixa";

for (const viewport of [{ width: 1366, height: 900 }, { width: 390, height: 844 }]) {
  test.describe(`/ministerios at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("shows the 12 ministries with their facts, two distinct buttons each, and no axe violations", async ({ page }) => {
      await page.goto("/ministerios");
      await expect(page).toHaveTitle(/^Ministérios/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nossos Ministérios");

      const grid = page.getByRole("region", { name: GRID });
      const cards = grid.getByRole("listitem");
      await expect(cards).toHaveCount(12);
      const names = await grid.getByRole("heading", { level: 3 }).allTextContents();
      expect(names).toHaveLength(12);

      // Spec §2 and §9: the age ranges, the children's Sunday and the Bible study Monday.
      const card = (name: string) => cards.filter({ has: page.getByRole("heading", { name, exact: true }) });
      await expect(card("Ministério de Adolescentes")).toContainText("13 a 17 anos");
      await expect(card("Ministério de Jovens")).toContainText("18 a 35 anos");
      await expect(card("Ministério Infantil")).toContainText("0 a 12 anos");
      await expect(card("Ministério Infantil")).toContainText("Domingos, 19h30");
      await expect(card("Estudo Bíblico")).toContainText("Segundas, 20h");
      for (const name of names) await expect(card(name).getByRole("img")).toHaveCount(1);

      for (const name of names) {
        const join = card(name).getByRole("link", { name: `Quero Participar do ${name}` });
        expect(await whatsappMessage(join)).toBe(`Olá! Quero participar do ${name}.`);
        const contact = card(name).getByRole("link", { name: `Fale Conosco sobre o ${name}` });
        const href = (await contact.getAttribute("href")) ?? "";
        const url = new URL(href, "http://site.test");
        expect(url.pathname).toBe("/contato");
        expect(url.searchParams.get("assunto")).toBe(name);
        expect(url.hash).toBe("#mensagem");
        await expect(contact).not.toHaveAttribute("target", /.+/);
      }
      // Twelve cards, one visible label each: the accessible names must still tell them apart.
      const joinNames = await grid.getByRole("link", { name: /^Quero Participar/ }).evaluateAll((links) => links.map((a) => a.textContent));
      expect(new Set(joinNames).size).toBe(12);

      const cta = page.getByRole("region", { name: "Ainda não sabe por onde começar?" });
      expect(await whatsappMessage(cta.getByRole("link", { name: /Falar no WhatsApp/ }))).toBe(
        "Olá! Quero conhecer os ministérios da Igreja Monte Calvário. Podem me ajudar a escolher um?",
      );
      await expectNoAxeViolations(page);
    });
  });
}

for (const viewport of [{ width: 1366, height: 900 }, { width: 390, height: 844 }]) {
  test(`“Fale Conosco” opens the contact form itself at ${viewport.width} px, subject filled and ready to type`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto("/ministerios");
    await page.getByRole("link", { name: "Fale Conosco sobre o Ministério de Jovens" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/contato" && url.searchParams.get("assunto") === "Ministério de Jovens" && url.hash === "#mensagem");
    const form = page.getByRole("form", { name: "Formulário de contato" });
    await expect(form.getByLabel("Assunto")).toHaveValue("Ministério de Jovens");
    await expect(form.getByLabel("Nome completo")).toBeFocused();
    await expect(page.getByRole("heading", { name: "Envie sua mensagem" })).toBeInViewport();
    await expect(form.getByLabel("Nome completo")).toBeInViewport();
  });
}

test("the 12 ministry cards are in the pre-rendered HTML", async ({ request }) => {
  const html = await (await request.get("/ministerios")).text();
  expect(html.match(/Quero Participar/g)?.length ?? 0).toBeGreaterThanOrEqual(12);
  expect(html).toContain("Ministério de Manutenção e Limpeza");
  expect(html).toContain("https://wa.me/5511973524180?text=Ol%C3%A1!%20Quero%20participar%20do%20Minist%C3%A9rio%20de%20Jovens.");
});
