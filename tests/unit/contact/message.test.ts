import { describe, expect, it } from "vitest";
import {
  composeContactText,
  contactEmailSubject,
  contactEndpointBody,
  contactMailtoHref,
  contactWhatsappHref,
} from "@/site/blocks/contact-form/contact-message";
import { EMPTY_FIELDS, type ContactFields } from "@/site/blocks/contact-form/contact-field-text";

const fields: ContactFields = {
  nome: "  Maria Souza ",
  telefone: "(11) 98765-4321",
  email: "maria@exemplo.com",
  assunto: "Ministério de Jovens",
  mensagem: "Meu filho tem 19 anos & quer participar.\nQuando são os encontros?",
};

describe("the message composed from the fields", () => {
  it("says who writes, the subject, the message and how to answer", () => {
    expect(composeContactText(fields)).toBe(
      [
        "Olá! Meu nome é Maria Souza e escrevo pelo site da igreja.",
        "",
        "Assunto: Ministério de Jovens",
        "",
        "Meu filho tem 19 anos & quer participar.\nQuando são os encontros?",
        "",
        "Para me responder:",
        "Telefone: (11) 98765-4321",
        "E-mail: maria@exemplo.com",
      ].join("\n"),
    );
  });

  it("leaves out what the visitor did not fill in", () => {
    const text = composeContactText({ ...fields, assunto: " ", email: "" });
    expect(text).not.toContain("Assunto:");
    expect(text).not.toContain("E-mail:");
    expect(text).toContain("Telefone: (11) 98765-4321");
  });

  it("opens the church's WhatsApp with the text encoded", () => {
    const url = new URL(contactWhatsappHref("(11) 97352-4180", fields));
    expect(url.origin + url.pathname).toBe("https://wa.me/5511973524180");
    expect(url.searchParams.get("text")).toBe(composeContactText(fields));
    expect(contactWhatsappHref("(11) 97352-4180", fields)).not.toMatch(/[ &\n]Quando/);
  });

  it("writes the e-mail with a subject and CRLF line breaks", () => {
    const href = contactMailtoHref("contato@montecalvario.org.br", fields);
    expect(href.startsWith("mailto:contato@montecalvario.org.br?subject=")).toBe(true);
    const params = new URLSearchParams(href.slice(href.indexOf("?") + 1));
    expect(params.get("subject")).toBe("Contato pelo site: Ministério de Jovens");
    expect(href).toContain("%0D%0A");
    expect(href).not.toContain("+");
    expect(decodeURIComponent(href.split("body=")[1] ?? "")).toBe(composeContactText(fields).replace(/\n/g, "\r\n"));
    expect(contactEmailSubject({ ...fields, assunto: "" })).toBe("Contato pelo site: mensagem de Maria Souza");
    expect(contactMailtoHref("contato@montecalvario.org.br", EMPTY_FIELDS)).toBe("mailto:contato@montecalvario.org.br");
  });

  it("posts trimmed fields plus a subject to the endpoint", () => {
    const body = contactEndpointBody(fields);
    expect(body.get("nome")).toBe("Maria Souza");
    expect(body.get("telefone")).toBe("(11) 98765-4321");
    expect(body.get("mensagem")).toBe(fields.mensagem);
    expect(body.get("_subject")).toBe("Contato pelo site: Ministério de Jovens");
  });
});
