import { isValidBrazilianPhone } from "@/lib/phone";
import { isValidEmail } from "@/lib/email";
import { FIELD_MAX, type ContactFields } from "./contact-field-text";

/** `contato` is the "phone or e-mail" rule: it belongs to both fields, so it is shown once for the pair. */
export type ContactErrors = Partial<Record<"nome" | "telefone" | "email" | "contato" | "mensagem", string>>;

export const MIN_NAME = 2;
export const MIN_MESSAGE = 10;
export const MAX_MESSAGE = FIELD_MAX.mensagem;

/** pt-BR messages next to each field (docs/product-decisions.md: "Validation of forms"). Empty result = valid. */
export function validateContact(fields: ContactFields): ContactErrors {
  const errors: ContactErrors = {};
  const nome = fields.nome.trim();
  if (!nome) errors.nome = "Digite seu nome.";
  else if (nome.length < MIN_NAME) errors.nome = `O nome precisa ter pelo menos ${MIN_NAME} letras.`;
  else if (nome.length > FIELD_MAX.nome) errors.nome = `O nome pode ter no máximo ${FIELD_MAX.nome} letras.`;

  const telefone = fields.telefone.trim();
  const email = fields.email.trim();
  if (!telefone && !email) errors.contato = "Deixe um telefone ou um e-mail para podermos responder.";
  if (telefone && !isValidBrazilianPhone(telefone)) errors.telefone = "Confira o telefone: use o DDD e o número, como (11) 98765-4321.";
  if (email && (email.length > FIELD_MAX.email || !isValidEmail(email))) errors.email = "Confira o e-mail: ele deve ser como nome@exemplo.com.";
  if (telefone.length > FIELD_MAX.telefone) errors.telefone = "Confira o telefone: use o DDD e o número, como (11) 98765-4321.";

  const mensagem = fields.mensagem.trim();
  if (!mensagem) errors.mensagem = "Escreva sua mensagem.";
  else if (mensagem.length < MIN_MESSAGE) errors.mensagem = `A mensagem precisa ter pelo menos ${MIN_MESSAGE} caracteres.`;
  else if (mensagem.length > FIELD_MAX.mensagem) errors.mensagem = `A mensagem pode ter no máximo ${FIELD_MAX.mensagem} caracteres: encurte um pouco.`;
  return errors;
}

/** Where focus goes after a failed send: the first field with a problem, in the order they appear. */
export function firstInvalidField(errors: ContactErrors): keyof ContactFields | null {
  if (errors.nome) return "nome";
  if (errors.telefone || errors.contato) return "telefone";
  if (errors.email) return "email";
  if (errors.mensagem) return "mensagem";
  return null;
}

export function hasErrors(errors: ContactErrors): boolean {
  return Object.keys(errors).length > 0;
}
