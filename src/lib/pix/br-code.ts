// Static PIX "copia e cola" payload (BR Code), as the Banco Central do Brasil specifies it on top of
// EMV QR Code MPM: a flat list of ID + 2-digit length + value fields, closed by a CRC16.

/** What the giving block knows; `key` must already be normalisePixKey's output. */
export interface BrCodeInput {
  key: string;
  /** Beneficiary name as registered at the bank; cut to 25 characters. */
  name: string;
  /** Beneficiary city; cut to 15 characters. */
  city: string;
  /** Fixed message shown to the giver ("Oferta", "Dízimo"); optional. */
  description?: string;
  /** In reais. Normally left out so the giver types the amount. */
  amount?: number;
  /** Reference for the church's statement; "***" (none) when absent. */
  txid?: string;
}

/** One TLV field; `fields` holds the sub-fields of the templates (26 and 62). */
export interface BrCodeField {
  id: string;
  value: string;
  fields?: BrCodeField[];
}

const NAME_MAX = 25;
const CITY_MAX = 15;
const FIELD_MAX = 99;
const PIX_GUI = "br.gov.bcb.pix";
const NESTED_IDS = new Set(["26", "62"]);

/**
 * Bank apps reject or garble anything outside printable ASCII in these fields, so accents are
 * stripped ("São Paulo" → "Sao Paulo") and other symbols dropped. Case is kept as written: the spec
 * allows lower case and every app we know of shows it; upper case would only shout.
 */
export function pixText(text: string, max = Infinity): string {
  const ascii = text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[^\x20-\x7E\s]/g, "")
    .replace(/\s+/g, " ")
    .trim();
  return ascii.slice(0, max).trimEnd();
}

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF), as 4 upper-case hex digits: field 63's value. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, "0");
}

function field(id: string, value: string): string {
  // Lengths are two decimal digits, so no field can hold more than 99 characters.
  if (value.length > FIELD_MAX) throw new Error(`campo ${id} do PIX passa de ${FIELD_MAX} caracteres`);
  return `${id}${String(value.length).padStart(2, "0")}${value}`;
}

function required(text: string, max: number, what: string): string {
  const clean = pixText(text, max);
  if (!clean) throw new Error(`${what} do PIX está vazio: preencha com letras ou números`);
  return clean;
}

function merchantAccount(key: string, description: string): string {
  if (!key || /[^\x20-\x7E]/.test(key)) throw new Error(`chave PIX "${key}" inválida: use a chave já normalizada`);
  const value = field("00", PIX_GUI) + field("01", key) + (description ? field("02", description) : "");
  if (value.length > FIELD_MAX) {
    // What is left of the 99 once the GUI and the headers of key and message are counted.
    const room = FIELD_MAX - field("00", PIX_GUI).length - (description ? 8 : 4);
    throw new Error(
      description
        ? `a chave PIX (${key.length} caracteres) e a mensagem (${description.length}) juntas passam de ${room} caracteres, o limite do QR Code PIX: encurte a mensagem`
        : `a chave PIX tem ${key.length} caracteres e o QR Code PIX aceita no máximo ${room}`,
    );
  }
  return field("26", value);
}

function amountValue(amount: number): string {
  const text = amount.toFixed(2);
  if (!Number.isFinite(amount) || Number(text) <= 0 || text.length > 13) {
    throw new Error(`valor do PIX inválido: ${amount}; use um número positivo em reais, como 50 ou 25.5`);
  }
  return text;
}

function txidValue(txid: string | undefined): string {
  if (txid === undefined || txid === "") return "***";
  // Static codes carry at most 25 letters or digits; anything else makes banks refuse the code.
  if (!/^[A-Za-z0-9]{1,25}$/.test(txid)) throw new Error(`identificador do PIX "${txid}" inválido: use até 25 letras ou números, sem espaços`);
  return txid;
}

/** The "copia e cola" text; the QR code encodes exactly this string. */
export function buildBrCode(input: BrCodeInput): string {
  const body =
    field("00", "01") +
    merchantAccount(input.key, pixText(input.description ?? "")) +
    field("52", "0000") +
    field("53", "986") +
    (input.amount === undefined ? "" : field("54", amountValue(input.amount))) +
    field("58", "BR") +
    field("59", required(input.name, NAME_MAX, "nome do recebedor")) +
    field("60", required(input.city, CITY_MAX, "cidade do recebedor")) +
    field("62", field("05", txidValue(input.txid))) +
    "6304";
  return body + crc16(body);
}

function parseFields(text: string, nested: boolean): BrCodeField[] {
  const fields: BrCodeField[] = [];
  let at = 0;
  while (at < text.length) {
    const head = text.slice(at, at + 4);
    if (!/^\d{4}$/.test(head)) throw new Error(`BR Code: bad field header "${head}" at ${at}`);
    const id = head.slice(0, 2);
    const length = Number(head.slice(2));
    const value = text.slice(at + 4, at + 4 + length);
    if (value.length !== length) throw new Error(`BR Code: field ${id} at ${at} is cut short`);
    fields.push(nested && NESTED_IDS.has(id) ? { id, value, fields: parseFields(value, false) } : { id, value });
    at += 4 + length;
  }
  return fields;
}

/** Parses a payload back into its fields (templates 26 and 62 nested); for tests and checks. */
export function decodeBrCode(payload: string): BrCodeField[] {
  return parseFields(payload, true);
}
