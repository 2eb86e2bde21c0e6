// @vitest-environment jsdom
import type { ReactNode } from "react";
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { ProseBlock as ProseBlockData, TimelineBlock as TimelineBlockData } from "@/types/generated/content";
import { parseInline } from "@/site/blocks/prose/inline-text";
import { ProseBlock } from "@/site/blocks/prose/prose-block";
import { proseWords } from "@/site/blocks/prose/prose-words";
import { TimelineBlock } from "@/site/blocks/timeline/timeline-block";
import { fixtureSede, fixtureSiteJson } from "../../support/fixture-site";
import { SiteProviders } from "../../support/site-providers";

const site = fixtureSiteJson();
const withSite = (children: ReactNode) =>
  render(
    <SiteProviders site={site} sede={fixtureSede()}>
      {children}
    </SiteProviders>,
  );

afterEach(cleanup);

describe("prose inline syntax", () => {
  it("knows bold, e-mails and listed phrases, and nothing else", () => {
    const links = [{ text: "Política de Privacidade", href: "/privacidade" }];
    expect(parseInline("Leia a **Política de Privacidade** ou escreva para contato@montecalvario.org.br.", links)).toEqual([
      { kind: "text", text: "Leia a " },
      { kind: "strong", children: [{ kind: "link", href: "/privacidade", text: "Política de Privacidade" }] },
      { kind: "text", text: " ou escreva para " },
      { kind: "link", href: "mailto:contato@montecalvario.org.br", text: "contato@montecalvario.org.br" },
      { kind: "text", text: "." },
    ]);
    expect(parseInline('<img src=x onerror="alert(1)"> *um* [a](b)')).toEqual([{ kind: "text", text: '<img src=x onerror="alert(1)"> *um* [a](b)' }]);
  });
});

describe("prose block", () => {
  const legal: ProseBlockData = {
    type: "prose",
    id: "texto",
    updated: "novembro de 2026",
    toc: true,
    content: [
      { kind: "paragrafo", text: "Veja os **seus direitos**. <b>não é HTML</b>" },
      { kind: "subtitulo", text: "Quem cuida dos seus dados" },
      { kind: "subtitulo", text: "Formulário de contato", minor: true },
      { kind: "lista", ordered: true, items: ["confirmar", "acessar"] },
      { kind: "subtitulo", text: "Os seus direitos" },
      { kind: "citacao", text: "Texto citado", reference: "Salmos 23:1" },
    ],
  };

  it("without a heading, subheadings are the h2s and the index links to each of them", () => {
    withSite(<ProseBlock block={legal} />);
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual(["Quem cuida dos seus dados", "Os seus direitos"]);
    expect(screen.getByRole("heading", { level: 3 }).textContent).toBe("Formulário de contato");
    const toc = screen.getByRole("navigation", { name: proseWords(undefined).tocLabel });
    const hrefs = within(toc)
      .getAllByRole("link")
      .map((a) => a.getAttribute("href"));
    expect(hrefs).toEqual(["#texto-quem-cuida-dos-seus-dados", "#texto-os-seus-direitos"]);
    for (const href of hrefs) expect(document.getElementById(href!.slice(1))?.tagName).toBe("H2");
    expect(screen.getByText("novembro de 2026").parentElement?.textContent).toBe(`${proseWords(undefined).updatedLabel} novembro de 2026`);
    expect(screen.getByText("seus direitos").tagName).toBe("STRONG");
    expect(document.querySelector("b")).toBeNull();
    expect(screen.getAllByRole("list").find((list) => list.tagName === "OL" && list.closest("nav") === null)).toBeTruthy();
    expect(screen.getByText("Salmos 23:1").tagName).toBe("FIGCAPTION");
  });

  it("with a heading, it is the h2 and subheadings step down to h3", () => {
    withSite(<ProseBlock block={{ ...legal, heading: "Declaração de Fé", toc: false }} />);
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual(["Declaração de Fé"]);
    expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(2);
    expect(screen.getByRole("heading", { level: 4 }).textContent).toBe("Formulário de contato");
    expect(screen.queryByRole("navigation")).toBeNull();
  });

  it("shows site.json's contacts and the sede's address where the text names them, linked when they are a way to reach the church", () => {
    const changed = { ...site, contact: { ...site.contact, email: "secretaria@igreja.exemplo.org", phone: "(11) 3456-7890" } };
    const block: ProseBlockData = {
      type: "prose",
      content: [
        { kind: "paragrafo", text: "Escreva para {email} ou ligue para **{telefone}**; a sede fica na {endereco}." },
        { kind: "lista", items: ["WhatsApp: {whatsapp}", "Isto {nao-existe} fica como está."] },
      ],
    };
    const sede = fixtureSede();
    const moved = { ...sede, address: { ...sede.address, street: "Avenida Nova, 10", district: "Tatuapé", postalCode: "03300-000" } };
    render(
      <SiteProviders site={changed} sede={moved}>
        <ProseBlock block={block} />
      </SiteProviders>,
    );
    expect(screen.getByRole("link", { name: "secretaria@igreja.exemplo.org" }).getAttribute("href")).toBe("mailto:secretaria@igreja.exemplo.org");
    const phone = screen.getByRole("link", { name: "(11) 3456-7890" });
    expect(phone.getAttribute("href")).toBe("tel:+551134567890");
    expect(phone.closest("strong")).not.toBeNull();
    expect(screen.getByText(/a sede fica na/).textContent).toContain("na Avenida Nova, 10 – Tatuapé, São Paulo – SP, CEP 03300-000.");
    expect(screen.getByRole("link", { name: /^\(11\) 97352-4180/ }).getAttribute("href")).toMatch(/^https:\/\/wa\.me\/5511973524180\?text=/);
    expect(screen.getByText("Isto {nao-existe} fica como está.")).toBeTruthy();
  });

  it("shows an item with showIf only while site.json makes it true", () => {
    const block: ProseBlockData = {
      type: "prose",
      content: [
        { kind: "paragrafo", showIf: "sem-servico-de-formularios", text: "Hoje o site não usa nenhum serviço de formulários." },
        { kind: "paragrafo", showIf: "com-servico-de-formularios", text: "As mensagens vão para {servico-de-formularios}." },
      ],
    };
    withSite(<ProseBlock block={block} />);
    expect(screen.getByText("Hoje o site não usa nenhum serviço de formulários.")).toBeTruthy();
    expect(screen.queryByText(/As mensagens vão para/)).toBeNull();
    cleanup();

    const withService = {
      ...site,
      contact: { ...site.contact, formEndpoint: "https://formspree.io/f/abc", newsletterEndpoint: "https://listas.exemplo.com.br/inscrever" },
    };
    render(
      <SiteProviders site={withService}>
        <ProseBlock block={block} />
      </SiteProviders>,
    );
    expect(screen.queryByText(/Hoje o site não usa/)).toBeNull();
    expect(screen.getByText("As mensagens vão para formspree.io e listas.exemplo.com.br.")).toBeTruthy();
  });
});

describe("timeline block", () => {
  it("is an ordered list of milestones, each with its period and a heading", () => {
    const block: TimelineBlockData = {
      type: "timeline",
      heading: "Nossa história",
      items: [
        { period: "1993", title: "Uma sala aberta", text: "Reunião de oração." },
        { period: "1994", title: "O primeiro culto", text: "Nasce a igreja." },
      ],
    };
    withSite(<TimelineBlock block={block} />);
    const items = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(screen.getByRole("list").tagName).toBe("OL");
    expect(items.map((item) => item.textContent)).toEqual(["1993Uma sala abertaReunião de oração.", "1994O primeiro cultoNasce a igreja."]);
    expect(within(items[1]!).getByRole("heading", { level: 3 }).textContent).toBe("O primeiro culto");
  });
});
