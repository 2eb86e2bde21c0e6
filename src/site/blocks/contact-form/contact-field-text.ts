import { cleanFieldText as cleanText } from "@/site/components/form/field-text";

/** What the visitor types; the same keys travel to the form endpoint. */
export interface ContactFields {
  nome: string;
  telefone: string;
  email: string;
  assunto: string;
  mensagem: string;
}

export const EMPTY_FIELDS: ContactFields = { nome: "", telefone: "", email: "", assunto: "", mensagem: "" };

/**
 * The longest text each field takes: the inputs' maxLength, the validation and anything restored
 * from a link or a saved draft all read it here.
 */
export const FIELD_MAX: Readonly<Record<keyof ContactFields, number>> = {
  nome: 100,
  telefone: 25,
  email: 254,
  assunto: 120,
  mensagem: 2000,
};

/** A field's text from a ?assunto= link or a restored draft: only the message keeps its line breaks. */
export function cleanFieldText(field: keyof ContactFields, value: string): string {
  return cleanText(value, { max: FIELD_MAX[field], multiline: field === "mensagem" });
}
