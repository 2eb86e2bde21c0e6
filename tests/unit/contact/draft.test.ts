import { describe, expect, it } from "vitest";
import { parseDraft, startingDraft } from "@/blocks/contact-form/contact-draft";
import { EMPTY_FIELDS } from "@/blocks/contact-form/contact-validation";

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
