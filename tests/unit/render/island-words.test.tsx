// @vitest-environment jsdom
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { ContactFormBlock as ContactFormBlockData, PrayerRequestBlock as PrayerRequestBlockData } from "@/types/generated/content";
import { ContactFormBlock } from "@/site/blocks/contact-form/contact-form-block";
import { PrayerRequestBlock } from "@/site/blocks/prayer-request/prayer-request-block";
import { CategoryFilter } from "@/site/blocks/post-list/category-filter";
import { addedMessage, LoadMore } from "@/site/blocks/post-list/load-more";
import { postListWords } from "@/site/blocks/post-list/post-list-words";
import { NewsletterForm } from "@/site/components/posts/newsletter-form";
import { newsletterProps } from "@/site/components/posts/newsletter-props";
import { newsletterWords } from "@/site/components/posts/newsletter-words";
import { POST_LIST_PAGE_SIZE } from "@/site/data/posts";
import { FIXTURE_CONTENT, fixtureSiteJson } from "../../support/fixture-site";
import { SiteProviders } from "../../support/site-providers";

/**
 * The islands' words (the contact and prayer forms, the blog list, the newsletter box) are content: site.json's
 * `words.forms` for what the two forms share, each block's fields for its own. An island has no page around it, so
 * its block resolves them and hands them over in its props: what a church writes is what the island shows.
 */
const site = fixtureSiteJson();
const sectionOf = <T,>(page: string, type: string) =>
  (JSON.parse(readFileSync(join(FIXTURE_CONTENT, "pages", `${page}.json`), "utf8")) as { sections: { type: string }[] }).sections.find(
    (section) => section.type === type,
  ) as T;

afterEach(cleanup);

describe("the contact and prayer forms' words", () => {
  const forms = { optional: "(se quiser)", sendByWhatsapp: "Mandar no WhatsApp", sendByEmail: "Mandar por e-mail", minLengthHint: "No mínimo {n} letras." };
  const withForms = { ...site, words: { ...site.words, forms } };

  it("the contact form says its block's words and the forms' shared ones", () => {
    const block: ContactFormBlockData = {
      ...sectionOf<ContactFormBlockData>("contato", "contact-form"),
      id: "mensagem",
      formLabel: "Escreva para a igreja",
      nameLabel: "Como você se chama",
      replyLegend: "Por onde respondemos?",
      subjectLabel: "Sobre o quê",
      messageLabel: "Seu recado",
    };
    render(
      <SiteProviders site={withForms}>
        <ContactFormBlock block={block} />
      </SiteProviders>,
    );
    const form = screen.getByRole("form", { name: "Escreva para a igreja" });
    expect(within(form).getByLabelText("Como você se chama")).toBeTruthy();
    expect(within(form).getByRole("group", { name: "Por onde respondemos?" })).toBeTruthy();
    expect(within(form).getByText("Sobre o quê").parentElement?.textContent).toBe("Sobre o quê (se quiser)");
    expect(within(form).getByLabelText("Seu recado", { exact: false }).getAttribute("aria-describedby")).toContain("mensagem-mensagem-dica");
    expect(within(form).getByText("No mínimo 10 letras.")).toBeTruthy();
    expect(within(form).getByRole("button", { name: /^Mandar no WhatsApp/ })).toBeTruthy();
    expect(within(form).getByRole("link", { name: "Mandar por e-mail" })).toBeTruthy();
  });

  it("the prayer form says, without a form service, the name's hint that tells who will see the sender", () => {
    const block: PrayerRequestBlockData = {
      ...sectionOf<PrayerRequestBlockData>("oracao", "prayer-request"),
      id: "pedido",
      formLabel: "Peça oração",
      nameHint: "Só com serviço.",
      nameHintWithoutService: "A igreja verá o seu número.",
      publicLabel: "Pode ser lido no culto",
    };
    expect(site.contact.formEndpoint).toBeUndefined();
    render(
      <SiteProviders site={withForms}>
        <PrayerRequestBlock block={block} />
      </SiteProviders>,
    );
    const form = screen.getByRole("form", { name: "Peça oração" });
    expect(within(form).getByText("A igreja verá o seu número.")).toBeTruthy();
    expect(within(form).queryByText("Só com serviço.")).toBeNull();
    expect(within(form).getByRole("checkbox", { name: "Pode ser lido no culto" })).toBeTruthy();
    expect(within(form).getAllByText("(se quiser)", { exact: false })).toHaveLength(2);
  });
});

describe("the blog list's words, which its island gets in its props", () => {
  const words = postListWords({
    filterLabel: "Escolha um assunto",
    allCategories: "Tudo",
    shown: "{n} textos de {total}",
    showMore: "Ver mais textos",
    addedMany: "chegaram {n} textos",
  });

  it("the filter, the count, the button and what screen readers hear after more arrive", () => {
    render(
      <>
        <CategoryFilter categories={["Estudos"]} active={null} onChange={() => {}} words={{ label: words.filterLabel, all: words.allCategories }} />
        <LoadMore shown={POST_LIST_PAGE_SIZE} total={40} hasMore loading={false} failed={false} onLoad={() => {}} href="?pagina=2" words={words} />
      </>,
    );
    const filter = screen.getByRole("list", { name: "Escolha um assunto" });
    expect(within(filter).getByRole("button", { name: "Tudo" }).getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByText(`${POST_LIST_PAGE_SIZE} textos de 40`)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Ver mais textos" })).toBeTruthy();
    expect(addedMessage(words, 3, 15, 40)).toBe("chegaram 3 textos. 15 textos de 40.");
  });
});

describe("the newsletter box's words", () => {
  it("fill the consent with the church, the blog and the privacy policy's link, and label the field and button", () => {
    const words = newsletterWords({
      emailLabel: "Seu endereço",
      subscribe: "Quero receber",
      consent: "Eu deixo {igreja} me mandar “{nome}” ({politica}).",
      subject: "Assinatura de {nome}",
    });
    render(<NewsletterForm {...newsletterProps(site, "Palavra", words)} />);
    const form = screen.getByRole("form", { name: "Assinatura de Palavra" });
    expect(within(form).getByLabelText("Seu endereço")).toBeTruthy();
    expect(within(form).getByRole("button", { name: "Quero receber" })).toBeTruthy();
    const consent = within(form).getByRole("checkbox").closest("label");
    expect(consent?.textContent).toBe(`Eu deixo ${site.name} me mandar “Palavra” (${site.legal.privacy.label}).`);
    expect(
      within(consent as HTMLElement)
        .getByRole("link", { name: site.legal.privacy.label })
        .getAttribute("href"),
    ).toBe(site.legal.privacy.href);
  });
});
