import { existsSync } from "node:fs";
import { join } from "node:path";
import { GENERATED_TYPES_FILE, generateTypesSource, readCommittedTypes } from "./generate-types";
import { fileProblem } from "./json-source";
import type { ContentProblem } from "./types";

const STALE_MESSAGE = `${GENERATED_TYPES_FILE} está desatualizado em relação a schemas/. Rode: npm run gen:types`;

/** Whether a root carries its own committed types to compare (a bare content folder does not). */
export function hasGeneratedTypes(projectRoot: string): boolean {
  return existsSync(join(projectRoot, "schemas")) && existsSync(join(projectRoot, GENERATED_TYPES_FILE));
}

/** The committed TS types must be exactly what the schemas generate, or code and content drift apart. */
export async function checkGeneratedTypes(projectRoot: string): Promise<ContentProblem | undefined> {
  const [expected, committed] = await Promise.all([generateTypesSource(projectRoot), readCommittedTypes(projectRoot)]);
  return committed === expected ? undefined : fileProblem(GENERATED_TYPES_FILE, STALE_MESSAGE);
}
