import { isPixKeyType, pixKeyProblem } from "../../../lib/pix/pix-key";
import type { CheckedKeyword, KeywordProblem } from "./checked-keyword";

// No Node imports here: validators written out for the site editor import pixKeyProblems from this module.

/** `"pixKey": true` on an object with `keyType` and `key`: the key is valid for its type (CPF/CNPJ check digits, e-mail, phone with DDD), more than a pattern can say. */
export function pixKeyProblems(enabled: boolean, data: { keyType?: unknown; key?: unknown }): KeywordProblem[] {
  if (!enabled || typeof data.keyType !== "string" || typeof data.key !== "string" || !isPixKeyType(data.keyType)) return [];
  const problem = pixKeyProblem(data.keyType, data.key);
  return problem ? [{ keyword: "pixKey", message: problem, params: { problem } }] : [];
}

export const PIX_KEY_KEYWORD: CheckedKeyword = {
  keyword: "pixKey",
  schemaType: "boolean",
  type: "object",
  check: pixKeyProblems,
  source: { module: import.meta.url, name: "pixKeyProblems" },
};
