import type { ContactFields } from "./contact-validation";

/**
 * The longest text each field takes: the inputs' maxLength, the validation and anything restored
 * from a link or a saved draft all read it here, so a planted 100 KB draft can never become a
 * 100 KB WhatsApp link.
 */
export const FIELD_MAX: Readonly<Record<keyof ContactFields, number>> = {
  nome: 100,
  telefone: 25,
  email: 254,
  assunto: 120,
  mensagem: 2000,
};

// C0 and C1 controls, line and paragraph separators, and the bidi overrides that can make a text read
// differently from what it is. Only the message keeps its line breaks.
const UNSAFE = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
const LINE_BREAKS = /\r\n?|[\n\u2028\u2029]/g;

/**
 * What may enter a field from outside the keyboard (a ?assunto= link, a restored draft): no control
 * characters, a line break only in the message, and no longer than the field allows.
 */
export function cleanFieldText(field: keyof ContactFields, value: string): string {
  const multiline = field === "mensagem";
  const text = value.replace(LINE_BREAKS, multiline ? "\n" : " ");
  const clean = (multiline ? text : text.replace(/\t/g, " ")).replace(UNSAFE, "");
  return [...clean].slice(0, FIELD_MAX[field]).join("");
}
