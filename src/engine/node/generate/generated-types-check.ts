import { existsSync } from "node:fs";
import { join } from "node:path";
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

/** The committed TS types must be exactly what the schemas generate, or code and content drift apart. */
export async function checkGeneratedTypes(projectRoot: string): Promise<ContentProblem | undefined> {
  const verdict = await verifyStamp(projectRoot);
  return verdict === "current" ? undefined : fileProblem(GENERATED_TYPES_FILE, MESSAGES[verdict]);
}
