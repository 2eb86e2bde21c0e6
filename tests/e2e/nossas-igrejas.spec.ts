import { test, expect } from "./support/fixtures";
import { expectNoAxeViolations } from "./support/axe";
import { expectNewTab, whatsappMessage } from "./support/outbound-links";

const DIRECTIONS = "https://www.google.com/maps/dir/?api=1&destination=";

for (const viewport of [{ width: 1366, height: 900 }, { width: 390, height: 844 }]) {
  test.describe(`/nossas-igrejas at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("lists the 6 churches by state with working directions, Instagram and visit links, and no axe violations", async ({ page }) => {
      await page.goto("/nossas-igrejas");
      await expect(page).toHaveTitle(/^Nossas Igrejas/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nossas Igrejas");

      const section = page.getByRole("region", { name: "Encontre a igreja mais perto de você" });
      await expect(section.getByRole("heading", { level: 3 })).toHaveCount(6);
      // Full state names label the groups: two churches in each of the spec's three states.
      for (const state of ["São Paulo", "Piauí", "Bahia"]) {
        await expect(section.getByRole("list", { name: new RegExp(`^${state}`) }).getByRole("listitem")).toHaveCount(2);
      }
      const piaui = section.getByRole("list", { name: /^Piauí/ });
      await expect(piaui.getByRole("heading", { level: 3 })).toHaveText(["Monte Calvário Teresina", "Monte Calvário Parnaíba"]);

      const sede = section.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Monte Calvário Vila Formosa" }) });
      await expect(sede).toContainText("Sede");
      await expect(sede).toContainText("Rua das Oliveiras, 320 – Vila Formosa");
      await expect(sede).toContainText("São Paulo – SP");
      await expect(sede).toContainText("CEP 03363-000");
      await expect(section.getByText(/^CEP /)).toHaveCount(1);
      const instagram = sede.getByRole("link", { name: /^Instagram – Monte Calvário Vila Formosa/ });
      await expect(instagram).toHaveAttribute("href", "https://www.instagram.com/igrejamontecalvario");
      await expectNewTab(instagram);

      const directions = section.getByRole("link", { name: /^Como chegar/ });
      await expect(directions).toHaveCount(6);
      for (const link of await directions.all()) await expectNewTab(link);
      const destinationOf = async (church: string) => {
        const href = (await section.getByRole("link", { name: new RegExp(`^Como chegar – ${church}`) }).getAttribute("href")) ?? "";
        expect(href.startsWith(DIRECTIONS)).toBe(true);
        return new URL(href).searchParams.get("destination");
      };
      // The sede writes no address of its own: site.json's, as the contact page's map uses it.
      expect(await destinationOf("Monte Calvário Vila Formosa")).toBe("Rua das Oliveiras, 320, Vila Formosa, São Paulo - SP, 03363-000");
      expect(await destinationOf("Monte Calvário Teresina")).toBe("Rua Monte Sião, 145 – Dirceu Arcoverde, Teresina - PI");
      expect(await destinationOf("Monte Calvário Feira de Santana")).toBe("Rua Rio Jordão, 233 – Tomba, Feira de Santana - BA");

      const visit = page.getByRole("region", { name: "Venha nos visitar" });
      expect(await whatsappMessage(visit.getByRole("link", { name: /Quero Visitar/ }))).toBe(
        "Olá! Gostaria de visitar uma igreja Monte Calvário. Podem me passar os horários dos cultos?",
      );
      await expectNoAxeViolations(page);
    });
  });
}

test("the church cards are in the pre-rendered HTML", async ({ request }) => {
  const html = await (await request.get("/nossas-igrejas")).text();
  for (const city of ["Guarulhos", "Teresina", "Parnaíba", "Feira de Santana", "Vitória da Conquista"]) expect(html).toContain(city);
});
