import { describe, expect, it } from "vitest";
import { parseDraft, startingDraft } from "@/site/blocks/contact-form/contact-draft";
import { EMPTY_FIELDS } from "@/site/blocks/contact-form/contact-field-text";
import { cleanFieldText, FIELD_MAX } from "@/site/blocks/contact-form/contact-field-text";

const saved = { fields: { ...EMPTY_FIELDS, nome: "Maria", assunto: "Pedido de oração" } };

describe("contact drafts", () => {
  it("reads back only the known text fields, and survives garbage", () => {
    expect(parseDraft(JSON.stringify({ fields: { nome: "Maria", mensagem: 3, extra: "x" }, subjectFromLink: "A" }))).toEqual({
      fields: { ...EMPTY_FIELDS, nome: "Maria" },
      subjectFromLink: "A",
    });
    expect(parseDraft("{not json")).toBeNull();
    expect(parseDraft(null)).toBeNull();
  });

  it("fills the subject from ?assunto= and remembers that it did", () => {
    expect(startingDraft(null, "Ministério de Jovens")).toEqual({
      fields: { ...EMPTY_FIELDS, assunto: "Ministério de Jovens" },
      subjectFromLink: "Ministério de Jovens",
    });
    expect(startingDraft(saved, "Ministério de Jovens").fields).toEqual({ ...saved.fields, assunto: "Ministério de Jovens" });
  });

  it("keeps the visitor's own subject when the same link is reloaded", () => {
    const edited = { fields: { ...EMPTY_FIELDS, assunto: "Outra coisa" }, subjectFromLink: "Ministério de Jovens" };
    expect(startingDraft(edited, "Ministério de Jovens")).toBe(edited);
    expect(startingDraft(edited, null)).toBe(edited);
    expect(startingDraft(edited, "Ministério Infantil").fields.assunto).toBe("Ministério Infantil");
  });

  it("cuts an overlong subject and ignores a blank one", () => {
    expect(startingDraft(null, "x".repeat(300)).fields.assunto).toHaveLength(120);
    expect(startingDraft(saved, "   ")).toBe(saved);
  });
});

describe("text that enters the form from outside the keyboard", () => {
  it("loses every control character a link can carry: CR LF in ?assunto= never reaches the subject", () => {
    const subject = decodeURIComponent("Ora%C3%A7%C3%A3o%0D%0ABcc:%20evil@x.z");
    expect(startingDraft(null, subject).fields.assunto).toBe("Oração Bcc: evil@x.z");
    expect(cleanFieldText("assunto", "a\u0000b\u0085c\u2028d\u202Ee\tf")).toBe("abc de f");
  });

  it("keeps the message's own line breaks, as plain \\n", () => {
    expect(cleanFieldText("mensagem", "linha 1\r\nlinha 2\u2029linha 3\u0007")).toBe("linha 1\nlinha 2\nlinha 3");
  });

  it("clamps a restored draft to each field's maximum, however large the planted draft", () => {
    const planted = JSON.stringify({
      fields: { nome: "N".repeat(100_000), mensagem: "M".repeat(100_000), assunto: "A\r\n".repeat(50_000), email: "e".repeat(5000) },
    });
    const { fields } = parseDraft(planted) ?? { fields: EMPTY_FIELDS };
    for (const key of Object.keys(FIELD_MAX) as (keyof typeof FIELD_MAX)[]) expect(fields[key].length, key).toBeLessThanOrEqual(FIELD_MAX[key]);
    expect(fields.assunto).not.toMatch(/[\r\n]/);
  });
});
