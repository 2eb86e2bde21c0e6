// PIX keys as content editors write them, checked and brought to the form the BR Code carries.
// Type names are Portuguese because editors type them in the site's JSON.

export const PIX_KEY_TYPES = ["cpf", "cnpj", "email", "telefone", "aleatoria"] as const;
export type PixKeyType = (typeof PIX_KEY_TYPES)[number];

const EMAIL_MAX = 77;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isPixKeyType(value: string): value is PixKeyType {
  return (PIX_KEY_TYPES as readonly string[]).includes(value);
}

/**
 * Mod-11 check digits shared by CPF and CNPJ. Characters count as their code minus 48, which is the
 * digit itself and also what the Receita's alphanumeric CNPJ (from July 2026) gives letters.
 */
function checkDigit(base: string, weights: number[]): string {
  const sum = [...base].reduce((total, char, i) => total + (char.charCodeAt(0) - 48) * (weights[i] ?? 0), 0);
  const rest = sum % 11;
  return rest < 2 ? "0" : String(11 - rest);
}

function hasValidCheckDigits(id: string, firstWeights: number[]): boolean {
  const base = id.slice(0, -2);
  const first = checkDigit(base, firstWeights);
  const second = checkDigit(base + first, [firstWeights[0]! + 1, ...firstWeights]);
  return id.endsWith(first + second);
}

const CPF_WEIGHTS = [10, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_WEIGHTS = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

/** "(11) 91234-5678", "+55 11 91234-5678" and "11912345678" all become "11912345678". */
function nationalPhone(raw: string): string | undefined {
  const compact = raw.replace(/[\s().-]/g, "");
  if (!/^\+?\d+$/.test(compact)) return undefined;
  if (compact.startsWith("+")) return compact.startsWith("+55") ? compact.slice(3) : undefined;
  // 12 or 13 digits cannot be a national number, so they carry the country code without the "+".
  return compact.length > 11 && compact.startsWith("55") ? compact.slice(2) : compact;
}

function idProblem(type: "cpf" | "cnpj", raw: string): string | undefined {
  const isCpf = type === "cpf";
  const allowed = isCpf ? /^[\d\s.-]+$/ : /^[\dA-Za-z\s./-]+$/;
  const example = isCpf ? "529.982.247-25" : "11.222.333/0001-81";
  if (!allowed.test(raw)) return `chave PIX do tipo "${type}" só pode ter números e pontuação, como ${example}`;
  const id = raw.replace(/[\s./-]/g, "").toUpperCase();
  const size = isCpf ? 11 : 14;
  if (id.length !== size) return `chave PIX do tipo "${type}" deve ter ${size} dígitos, como ${example}; esta tem ${id.length}`;
  if (!isCpf && !/^[0-9A-Z]{12}\d{2}$/.test(id)) return `chave PIX do tipo "cnpj" deve terminar em 2 dígitos, como ${example}`;
  if (/^(.)\1+$/.test(id)) return `chave PIX do tipo "${type}" com todos os dígitos iguais não existe: confira o número`;
  if (!hasValidCheckDigits(id, isCpf ? CPF_WEIGHTS : CNPJ_WEIGHTS)) return `chave PIX do tipo "${type}" com dígito verificador errado: confira o número`;
  return undefined;
}

function emailProblem(raw: string): string | undefined {
  const email = raw.trim();
  if (!EMAIL.test(email)) return `chave PIX do tipo "email" não parece um e-mail: escreva como nome@dominio.com.br`;
  if (/[^\x21-\x7E]/.test(email)) return `chave PIX do tipo "email" não pode ter acentos nem ç: escreva o e-mail como o banco mostra`;
  if (email.length > EMAIL_MAX) return `chave PIX do tipo "email" tem ${email.length} caracteres; o PIX aceita no máximo ${EMAIL_MAX}`;
  return undefined;
}

function phoneProblem(raw: string): string | undefined {
  const national = nationalPhone(raw);
  const hint = "escreva com DDD, como (11) 91234-5678";
  if (national === undefined) return `chave PIX do tipo "telefone" deve ser um número do Brasil (+55): ${hint}`;
  if (national.length !== 10 && national.length !== 11) return `chave PIX do tipo "telefone" deve ter DDD e número (10 ou 11 dígitos): ${hint}`;
  if (!/^[1-9]{2}/.test(national)) return `chave PIX do tipo "telefone" com DDD "${national.slice(0, 2)}" inválido: ${hint}`;
  if (national.length === 11 && national[2] !== "9") return `chave PIX do tipo "telefone": celular com 11 dígitos começa com 9 depois do DDD`;
  return undefined;
}

/** A message the editor can act on, or undefined when the key is fine. */
export function pixKeyProblem(type: PixKeyType, raw: string): string | undefined {
  if (!isPixKeyType(type)) return `tipo de chave PIX "${String(type)}" desconhecido: use ${PIX_KEY_TYPES.join(", ")}`;
  if (raw.trim() === "") return `chave PIX do tipo "${type}" está vazia`;
  switch (type) {
    case "cpf":
    case "cnpj":
      return idProblem(type, raw);
    case "email":
      return emailProblem(raw);
    case "telefone":
      return phoneProblem(raw);
    case "aleatoria":
      // DICT issues version-4 UUIDs, but only the 8-4-4-4-12 shape is checked: a stricter test could
      // turn away a real key, and a wrong one is caught when the giver's bank looks it up.
      return UUID.test(raw.trim())
        ? undefined
        : `chave PIX do tipo "aleatoria" deve ser o código de 36 caracteres que o banco mostrou, como 123e4567-e89b-42d3-a456-426614174000`;
  }
}

/** The key as the payload carries it; throws pixKeyProblem's message when the key is not valid. */
export function normalisePixKey(type: PixKeyType, raw: string): string {
  const problem = pixKeyProblem(type, raw);
  if (problem) throw new Error(problem);
  switch (type) {
    case "cpf":
    case "cnpj":
      return raw.replace(/[\s./-]/g, "").toUpperCase();
    case "email":
    case "aleatoria":
      return raw.trim().toLowerCase();
    case "telefone":
      return `+55${nationalPhone(raw)}`;
  }
}
