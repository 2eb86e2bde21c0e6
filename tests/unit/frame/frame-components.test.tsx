// @vitest-environment jsdom
import type { ReactNode } from "react";
import { act, cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { FloatingActions } from "@/site/app/layout/floating-actions";
import { CurrentPathProvider } from "@/site/app/layout/current-path";
import { BACK_TO_TOP_THRESHOLD, enableBackToTop } from "@/site/browser/back-to-top";
import { HeaderStrip } from "@/site/app/layout/header-strip";
import { MainNav } from "@/site/app/layout/main-nav";
import { SiteFooter } from "@/site/app/layout/site-footer";
import { fixtureSede, fixtureSiteJson } from "../../support/fixture-site";
import { SiteProviders } from "../../support/site-providers";

const site = fixtureSiteJson();
const sede = fixtureSede();

function withSite(children: ReactNode, path = "/") {
  return render(
    <CurrentPathProvider path={path}>
      <SiteProviders site={site} sede={sede}>
        {children}
      </SiteProviders>
    </CurrentPathProvider>,
  );
}

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, "scrollY", { value: y, configurable: true });
    window.dispatchEvent(new Event("scroll"));
  });
}

afterEach(cleanup);

describe("header strip", () => {
  it("shows the phone as a tel: link, the sede's address and its grouped service times", () => {
    withSite(<HeaderStrip />);
    expect(screen.getByRole("link", { name: "Telefone (11) 97352-4180" }).getAttribute("href")).toBe("tel:+5511973524180");
    expect(screen.getByText("Rua das Oliveiras, 320 – Vila Formosa, São Paulo")).toBeTruthy();
    expect(screen.getByText("Qua e Sex 19h30 · Dom 18h30")).toBeTruthy();
  });
});

describe("main nav", () => {
  it("marks only the current route, with Início matching the home page exactly", () => {
    withSite(<MainNav />, "/agenda");
    const nav = screen.getByRole("navigation", { name: "Principal" });
    const current = within(nav)
      .getAllByRole("link")
      .filter((link) => link.getAttribute("aria-current") === "page");
    expect(current.map((link) => link.textContent)).toEqual(["Agenda"]);
  });
});

describe("footer", () => {
  it("lists the sede's services and address, the contacts, legal pages and the current year", () => {
    withSite(<SiteFooter />);
    const footer = screen.getByRole("contentinfo");
    expect(within(footer).getByText("Quarta-feira, 19h30")).toBeTruthy();
    expect(within(footer).getByText("Culto da Família e Avivamento")).toBeTruthy();
    expect(footer.textContent).toContain("Rua das Oliveiras, 320 – Vila Formosa, São Paulo – SP, 03363-000");
    expect(within(footer).getByRole("link", { name: "Política de Privacidade" }).getAttribute("href")).toBe("/privacidade");
    expect(within(footer).getByRole("link", { name: "Termos de Uso" }).getAttribute("href")).toBe("/termos");
    expect(within(footer).getByRole("link", { name: "contato@montecalvario.org.br" }).getAttribute("href")).toBe("mailto:contato@montecalvario.org.br");
    expect(footer.textContent).toContain(`© ${new Date().getFullYear()} Igreja Monte Calvário`);
  });

  it("takes the legal documents from site.json", () => {
    const legal = { privacy: { label: "Aviso de Privacidade", href: "/aviso-de-privacidade" }, terms: { label: "Regras do Site", href: "/regras" } };
    render(
      <SiteProviders site={{ ...site, legal }}>
        <SiteFooter />
      </SiteProviders>,
    );
    const nav = screen.getByRole("navigation", { name: "Documentos legais" });
    expect(
      within(nav)
        .getAllByRole("link")
        .map((a) => [a.textContent, a.getAttribute("href")]),
    ).toEqual([
      ["Aviso de Privacidade", "/aviso-de-privacidade"],
      ["Regras do Site", "/regras"],
    ]);
  });
});

describe("floating actions", () => {
  it("shows back-to-top only past the 300 px threshold (src/site/browser/back-to-top.ts)", () => {
    expect(BACK_TO_TOP_THRESHOLD).toBe(300);
    withSite(<FloatingActions />);
    enableBackToTop();
    expect(screen.queryByRole("button", { name: "Voltar ao topo" })).toBeNull();
    scrollTo(300);
    expect(screen.queryByRole("button", { name: "Voltar ao topo" })).toBeNull();
    scrollTo(301);
    expect(screen.getByRole("button", { name: "Voltar ao topo" })).toBeTruthy();
    scrollTo(10);
    expect(screen.queryByRole("button", { name: "Voltar ao topo" })).toBeNull();
  });

  it("always offers WhatsApp in a new tab with the greeting from site.json", () => {
    withSite(<FloatingActions />);
    const link = screen.getByRole("link", { name: "Fale conosco no WhatsApp (abre em nova aba)" });
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("href")).toBe(`https://wa.me/5511973524180?text=${encodeURIComponent(site.whatsappGreeting)}`);
  });
});
