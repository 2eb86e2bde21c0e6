import { describe, expect, it } from "vitest";
import { firstInvalidField, validateContact } from "@/site/blocks/contact-form/contact-validation";
import { EMPTY_FIELDS, type ContactFields } from "@/site/blocks/contact-form/contact-field-text";
import { isValidBrazilianPhone } from "@/lib/phone";
import { isValidEmail } from "@/lib/email";
import { FIELD_MAX } from "@/site/blocks/contact-form/contact-field-text";

const valid: ContactFields = { nome: "Maria Souza", telefone: "(11) 98765-4321", email: "", assunto: "", mensagem: "Gostaria de um pedido de oração." };

describe("contact form validation (product decisions)", () => {
  it("holds every field to its maximum length", () => {
    expect(validateContact({ ...valid, mensagem: "m".repeat(FIELD_MAX.mensagem + 1) }).mensagem).toBe(
      `A mensagem pode ter no máximo ${FIELD_MAX.mensagem} caracteres: encurte um pouco.`,
    );
    expect(validateContact({ ...valid, nome: "n".repeat(FIELD_MAX.nome + 1) }).nome).toBe(`O nome pode ter no máximo ${FIELD_MAX.nome} letras.`);
    expect(validateContact({ ...valid, email: `${"e".repeat(FIELD_MAX.email)}@x.com` }).email).toMatch(/^Confira o e-mail/);
    expect(validateContact({ ...valid, mensagem: "m".repeat(FIELD_MAX.mensagem) })).toEqual({});
  });

  it("accepts a complete message with a phone or an e-mail", () => {
    expect(validateContact(valid)).toEqual({});
    expect(validateContact({ ...valid, telefone: "", email: "maria@exemplo.com" })).toEqual({});
    expect(validateContact({ ...valid, email: "maria@exemplo.com.br" })).toEqual({});
  });

  it("asks for everything on an empty form, in Portuguese", () => {
    expect(validateContact(EMPTY_FIELDS)).toEqual({
      nome: "Digite seu nome.",
      contato: "Deixe um telefone ou um e-mail para podermos responder.",
      mensagem: "Escreva sua mensagem.",
    });
  });

  it("needs a name of at least 2 letters and a message of at least 10 characters, ignoring spaces", () => {
    expect(validateContact({ ...valid, nome: " A " }).nome).toBe("O nome precisa ter pelo menos 2 letras.");
    expect(validateContact({ ...valid, nome: "Al" }).nome).toBeUndefined();
    expect(validateContact({ ...valid, mensagem: "   Oi, paz!   " }).mensagem).toBe("A mensagem precisa ter pelo menos 10 caracteres.");
    expect(validateContact({ ...valid, mensagem: "Paz do Sr." }).mensagem).toBeUndefined();
  });

  it("checks the e-mail's shape only when one is given", () => {
    expect(validateContact({ ...valid, email: "maria@" }).email).toBe("Confira o e-mail: ele deve ser como nome@exemplo.com.");
    expect(validateContact({ ...valid, email: "maria exemplo.com" }).email).toBeDefined();
    expect(isValidEmail(" maria@exemplo.com ")).toBe(true);
    expect(isValidEmail("maria@exemplo.c")).toBe(false);
  });

  it("accepts Brazilian mobiles and landlines with DDD, 10 or 11 digits", () => {
    expect(isValidBrazilianPhone("(11) 98765-4321")).toBe(true);
    expect(isValidBrazilianPhone("(11) 3456-7890")).toBe(true);
    expect(isValidBrazilianPhone("11987654321")).toBe(true);
    expect(isValidBrazilianPhone("(11) 9876-543")).toBe(false);
    expect(isValidBrazilianPhone("(11) 98765-43210")).toBe(false);
    expect(isValidBrazilianPhone("(11) 88765-4321")).toBe(false);
    expect(isValidBrazilianPhone("(01) 3456-7890")).toBe(false);
    expect(validateContact({ ...valid, telefone: "(11) 9876" }).telefone).toBe("Confira o telefone: use o DDD e o número, como (11) 98765-4321.");
  });

  it("sends focus to the first field with a problem, in page order", () => {
    expect(firstInvalidField(validateContact(EMPTY_FIELDS))).toBe("nome");
    expect(firstInvalidField(validateContact({ ...valid, telefone: "", mensagem: "" }))).toBe("telefone");
    expect(firstInvalidField(validateContact({ ...valid, email: "x@" }))).toBe("email");
    expect(firstInvalidField(validateContact({ ...valid, mensagem: "curta" }))).toBe("mensagem");
    expect(firstInvalidField(validateContact(valid))).toBeNull();
  });
});
