import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { loadSchemaSet } from "../schema-registry";
import { blockRefs, listedBlockRefs, PAGE_SCHEMA } from "./page-blocks";
import { GENERATED_TYPES_FILE, verifyStamp, type StampVerdict } from "./generated-types-stamp";
import { fileProblem } from "../../core/read/json-source";
import type { ContentProblem } from "../../core/kinds/types";

const RUN = "Rode: npm run gen:types";
const MESSAGES: Record<Exclude<StampVerdict, "current">, string> = {
  missing: `${GENERATED_TYPES_FILE} não existe. ${RUN}`,
  unstamped: `${GENERATED_TYPES_FILE} não tem a primeira linha "// @generated ..." que o comando escreve (foi gerado por uma versão antiga ou editado à mão). ${RUN}`,
  edited: `${GENERATED_TYPES_FILE} foi editado à mão, mas ele só pode mudar pelos esquemas: faça a mudança em schemas/. ${RUN}`,
  stale: `${GENERATED_TYPES_FILE} está desatualizado em relação a schemas/. ${RUN}`,
};

/** Whether a root carries its own committed types to compare (a bare content folder does not). */
export function hasGeneratedTypes(projectRoot: string): boolean {
  return existsSync(join(projectRoot, "schemas")) && existsSync(join(projectRoot, GENERATED_TYPES_FILE));
}

/**
 * The committed TS types must be exactly what the schemas generate, or code and content drift apart; and the
 * page schema must list exactly the blocks of schemas/blocks/ (both are written by `npm run gen:types`).
 */
export async function checkGeneratedTypes(projectRoot: string): Promise<ContentProblem | undefined> {
  const [pageText, schemas] = await Promise.all([readFile(join(projectRoot, "schemas", PAGE_SCHEMA), "utf8"), loadSchemaSet(projectRoot)]);
  const listed = listedBlockRefs(pageText);
  const expected = blockRefs(schemas.index);
  if (!listed || listed.join() !== expected.join()) {
    const missing = expected.filter((ref) => !listed?.includes(ref));
    const extra = (listed ?? []).filter((ref) => !expected.includes(ref));
    const what = [...missing.map((ref) => `falta ${ref}`), ...extra.map((ref) => `sobra ${ref}`)].join(", ") || "a ordem mudou";
    return fileProblem(`schemas/${PAGE_SCHEMA}`, `a lista de blocos das seções não corresponde aos arquivos de schemas/blocks/ (${what}). ${RUN}`);
  }
  const verdict = await verifyStamp(projectRoot);
  return verdict === "current" ? undefined : fileProblem(GENERATED_TYPES_FILE, MESSAGES[verdict]);
}
