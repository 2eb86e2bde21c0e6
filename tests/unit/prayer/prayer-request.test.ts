import { describe, expect, it } from "vitest";
import { parsePrayerDraft } from "@/site/blocks/prayer-request/prayer-draft";
import { EMPTY_PRAYER, PRAYER_MAX, validatePrayer, firstInvalidPrayerField, type PrayerFields } from "@/site/blocks/prayer-request/prayer-fields";
import { composePrayerText, prayerEndpointBody, prayerMailtoHref, prayerWhatsappHref } from "@/site/blocks/prayer-request/prayer-message";

const valid: PrayerFields = { nome: "", pedido: "Peço oração pela saúde da minha mãe.", retorno: "", publico: false };

describe("prayer request validation", () => {
  it("needs only the request: an anonymous request with no callback is valid", () => {
    expect(validatePrayer(valid)).toEqual({});
    expect(validatePrayer(EMPTY_PRAYER)).toEqual({ pedido: "Escreva o seu pedido de oração." });
    expect(validatePrayer({ ...valid, pedido: "   curto  " }).pedido).toBe("O pedido precisa ter pelo menos 10 caracteres.");
    expect(validatePrayer({ ...valid, pedido: "x".repeat(PRAYER_MAX.pedido + 1) }).pedido).toMatch(/no máximo 2000 caracteres/);
  });

  it("checks a name only when one is given", () => {
    expect(validatePrayer({ ...valid, nome: "A" }).nome).toBe("O nome precisa ter pelo menos 2 letras, ou deixe o campo em branco.");
    expect(validatePrayer({ ...valid, nome: "  " })).toEqual({});
    expect(validatePrayer({ ...valid, nome: "Ana" })).toEqual({});
  });

  it("takes a phone with DDD or an e-mail as the callback, and nothing else", () => {
    for (const retorno of ["(11) 98765-4321", "11 3456-7890", "maria@exemplo.com"]) expect(validatePrayer({ ...valid, retorno })).toEqual({});
    for (const retorno of ["11 9876", "maria@", "maria@exemplo", "ligue amanhã"]) expect(validatePrayer({ ...valid, retorno }).retorno).toMatch(/^Confira:/);
  });

  it("sends focus to the first field with a problem, in page order", () => {
    expect(firstInvalidPrayerField(validatePrayer({ ...EMPTY_PRAYER, nome: "A", retorno: "x" }))).toBe("nome");
    expect(firstInvalidPrayerField(validatePrayer({ ...EMPTY_PRAYER, retorno: "x" }))).toBe("pedido");
    expect(firstInvalidPrayerField({})).toBeNull();
  });
});

describe("prayer request messages", () => {
  it("says when the visitor prefers not to be named, and whether public prayer is allowed", () => {
    const anonymous = composePrayerText(valid);
    expect(anonymous).toContain("Prefiro não me identificar.");
    expect(anonymous).toContain("Oração em público: Não");
    expect(anonymous).not.toContain("Para falar comigo");
    const named = composePrayerText({ ...valid, nome: " Ana ", publico: true, retorno: "ana@exemplo.com" });
    expect(named).toContain("Nome: Ana\n");
    expect(named).toContain("Oração em público: Sim");
    expect(named).toContain("Para falar comigo: ana@exemplo.com");
  });

  it("carries the same text to WhatsApp and e-mail, the e-mail with CR LF breaks", () => {
    const fields = { ...valid, nome: "Ana" };
    expect(new URL(prayerWhatsappHref("(11) 91234-5678", fields)).searchParams.get("text")).toBe(composePrayerText(fields));
    const href = prayerMailtoHref("contato@exemplo.org", fields);
    const params = new URLSearchParams(href.slice(href.indexOf("?") + 1));
    expect(params.get("subject")).toBe("Pedido de oração: Ana");
    expect(params.get("body")).toBe(composePrayerText(fields).replace(/\n/g, "\r\n"));
    expect(prayerMailtoHref("contato@exemplo.org", EMPTY_PRAYER)).toBe("mailto:contato@exemplo.org");
  });

  it("names the callback field by what it holds in the endpoint's body", () => {
    expect(prayerEndpointBody({ ...valid, retorno: "(11) 98765-4321" }).get("telefone")).toBe("(11) 98765-4321");
    const body = prayerEndpointBody({ ...valid, publico: true, retorno: "ana@exemplo.com" });
    expect(body.get("email")).toBe("ana@exemplo.com");
    expect(body.get("telefone")).toBeNull();
    expect(body.get("oracao-em-publico")).toBe("sim");
    expect(body.get("formulario")).toBe("pedido-de-oracao");
  });
});

describe("prayer request drafts", () => {
  it("reads back the known fields held to their rules, and survives garbage", () => {
    const raw = JSON.stringify({ fields: { nome: "Ana\u202E\nLima", pedido: "x".repeat(5000), retorno: 7, publico: "true", extra: "y" } });
    expect(parsePrayerDraft(raw)).toEqual({ fields: { nome: "Ana Lima", pedido: "x".repeat(PRAYER_MAX.pedido), retorno: "", publico: false } });
    expect(parsePrayerDraft(JSON.stringify({ fields: { ...valid, publico: true } }))?.fields.publico).toBe(true);
    expect(parsePrayerDraft("{not json")).toBeNull();
    expect(parsePrayerDraft("null")).toEqual({ fields: EMPTY_PRAYER });
    expect(parsePrayerDraft(null)).toBeNull();
  });
});
