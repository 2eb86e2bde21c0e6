import { cleanFieldText } from "@/site/components/form/field-text";
import { isValidEmail } from "@/lib/email";
import { isValidBrazilianPhone } from "@/lib/phone";

/** What the visitor fills in; the same keys travel to the form endpoint. */
export interface PrayerFields {
  /** Optional: an empty name is an anonymous request. */
  nome: string;
  pedido: string;
  /** Optional: a phone or an e-mail, for someone of the prayer team to call back. */
  retorno: string;
  /** Whether the church may pray for it in public (a service, a prayer group). Unticked unless the visitor ticks it. */
  publico: boolean;
}

type TextField = Exclude<keyof PrayerFields, "publico">;

export const EMPTY_PRAYER: PrayerFields = { nome: "", pedido: "", retorno: "", publico: false };

/** The longest text each field takes: the inputs' maxLength, the validation and a restored draft all read it here. */
export const PRAYER_MAX: Readonly<Record<TextField, number>> = { nome: 100, pedido: 2000, retorno: 254 };
export const MIN_NAME = 2;
export const MIN_REQUEST = 10;

export type PrayerErrors = Partial<Record<TextField, string>>;

/** Text from outside the keyboard (a restored draft): no control characters, the field's length, breaks only in the request. */
export function cleanPrayerText(field: TextField, value: string): string {
  return cleanFieldText(value, { max: PRAYER_MAX[field], multiline: field === "pedido" });
}

/** A callback contact is an e-mail when it has an "@", a phone otherwise. */
export const isEmailContact = (value: string) => value.includes("@");

/** pt-BR messages next to each field, in the contact form's style. Empty result = valid. */
export function validatePrayer(fields: PrayerFields): PrayerErrors {
  const errors: PrayerErrors = {};
  const nome = fields.nome.trim();
  if (nome && nome.length < MIN_NAME) errors.nome = `O nome precisa ter pelo menos ${MIN_NAME} letras, ou deixe o campo em branco.`;
  else if (nome.length > PRAYER_MAX.nome) errors.nome = `O nome pode ter no máximo ${PRAYER_MAX.nome} letras.`;

  const pedido = fields.pedido.trim();
  if (!pedido) errors.pedido = "Escreva o seu pedido de oração.";
  else if (pedido.length < MIN_REQUEST) errors.pedido = `O pedido precisa ter pelo menos ${MIN_REQUEST} caracteres.`;
  else if (pedido.length > PRAYER_MAX.pedido) errors.pedido = `O pedido pode ter no máximo ${PRAYER_MAX.pedido} caracteres: encurte um pouco.`;

  const retorno = fields.retorno.trim();
  const validContact = isEmailContact(retorno) ? isValidEmail(retorno) && retorno.length <= PRAYER_MAX.retorno : isValidBrazilianPhone(retorno);
  if (retorno && !validContact) errors.retorno = "Confira: escreva um telefone com DDD, como (11) 98765-4321, ou um e-mail, como nome@exemplo.com.";
  return errors;
}

/** Where focus goes after a failed send: the first field with a problem, in the order they appear. */
export function firstInvalidPrayerField(errors: PrayerErrors): TextField | null {
  return (["nome", "pedido", "retorno"] as const).find((name) => errors[name]) ?? null;
}
