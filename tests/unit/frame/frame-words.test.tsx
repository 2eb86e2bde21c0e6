// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { Site } from "@/types/generated/content";
import { siteWords } from "@/site/data/site-words";
import { CurrentPathProvider } from "@/site/app/layout/current-path";
import { SiteFrame } from "@/site/app/layout/site-frame";
import siteSchema from "../../../schemas/site.schema.json" with { type: "json" };
import { fixtureSiteJson } from "../../support/fixture-site";
import { SiteProviders } from "../../support/site-providers";

const site = fixtureSiteJson();

type Node = { type?: string; default?: unknown; properties?: Record<string, Node> };
const wordsSchema = (siteSchema as unknown as { properties: { words: Node } }).properties.words;

/** Every word of the schema, as [group, word, its default]. */
const schemaWords = Object.entries(wordsSchema.properties ?? {}).flatMap(([group, node]) =>
  Object.entries(node.properties ?? {}).map(([word, leaf]) => [group, word, leaf.default] as const),
);

function frame(of: Site) {
  return render(
    <CurrentPathProvider path="/">
      <SiteProviders site={of}>
        <SiteFrame>
          <p>Conteúdo</p>
        </SiteFrame>
      </SiteProviders>
    </CurrentPathProvider>,
  );
}

afterEach(cleanup);

describe("the frame's words are content with the schema's defaults", () => {
  it("every word of site.json's `words` has a text default, and a site that writes none reads exactly those", () => {
    expect(schemaWords.length).toBeGreaterThan(20);
    expect(site.words, "the tests' site writes no words of its own").toBeUndefined();
    const read = siteWords(site);
    for (const [group, word, fallback] of schemaWords) {
      expect(typeof fallback, `${group}.${word}`).toBe("string");
      expect((read as unknown as Record<string, Record<string, string>>)[group]?.[word], `${group}.${word}`).toBe(fallback);
    }
  });

  it("a church's own word wins where it writes one; the rest of its group keeps the defaults", () => {
    const defaults = siteWords({});
    const read = siteWords({ words: { themeChoice: { themeLabel: "Aparência" } } });
    expect(read.themeChoice).toEqual({ ...defaults.themeChoice, themeLabel: "Aparência" });
    expect(read.navigation).toEqual(defaults.navigation);
  });

  it("the header, drawer, footer, floating buttons, skip link and notices say the church's words", () => {
    const words = {
      navigation: { skipLink: "Ir ao conteúdo", menuButton: "Navegar", closeMenu: "Fechar navegação", mainMenu: "Navegação" },
      contacts: { contactHeading: "Fale com a gente", servicesHeading: "Celebrações", whatsappButton: "Converse no WhatsApp" },
      footer: { backToTop: "Subir", rights: "Feito com carinho." },
      themeChoice: { themeLabel: "Aparência", themeSystem: "Automático", themeLight: "Dia", themeDark: "Noite" },
      newTabs: { newTab: "(em outra aba)" },
      notices: { noticesRegion: "Mensagens", closeNotice: "Dispensar" },
    } satisfies Site["words"];
    const { container } = frame({ ...site, words });
    expect(screen.getByRole("link", { name: "Ir ao conteúdo" }).getAttribute("href")).toBe("#conteudo");
    expect(screen.getByRole("button", { name: "Navegar" }).getAttribute("aria-controls")).toBeTruthy();
    // The drawer is a closed <dialog> until the page script opens it.
    const drawer = container.querySelector("dialog");
    expect(drawer?.getAttribute("aria-label")).toBe("Navegar");
    expect(drawer?.querySelector("[data-drawer-close]")?.getAttribute("aria-label")).toBe("Fechar navegação");
    expect(screen.getByRole("navigation", { hidden: true, name: "Navegação" })).toBeTruthy();
    const footer = screen.getByRole("contentinfo");
    expect(within(footer).getByRole("heading", { name: "Fale com a gente" })).toBeTruthy();
    expect(within(footer).getByRole("heading", { name: "Celebrações" })).toBeTruthy();
    expect(footer.textContent).toContain(`${site.name}. Feito com carinho.`);
    const choice = within(footer).getByRole("radiogroup", { name: "Aparência" });
    expect(
      within(choice)
        .getAllByRole("radio")
        .map((radio) => radio.closest("label")?.textContent),
    ).toEqual(["Automático", "Dia", "Noite"]);
    expect(screen.getByRole("link", { name: "Converse no WhatsApp (em outra aba)" })).toBeTruthy();
    expect(container.querySelector("[data-back-to-top]")?.getAttribute("aria-label")).toBe("Subir");
    expect(screen.getByRole("status", { name: "Mensagens" })).toBeTruthy();
    // The notice's model: rendered by React as the template's children here, as its content in the built page.
    const model = container.querySelector("template");
    expect((model?.querySelector("button") ?? model?.content.querySelector("button"))?.getAttribute("aria-label")).toBe("Dispensar");
    // Nothing of the defaults it replaced is left.
    const defaults = siteWords({});
    for (const replaced of [defaults.navigation.menuButton, defaults.themeChoice.themeLabel, defaults.footer.rights])
      expect(container.textContent, replaced).not.toContain(replaced);
  });
});
