import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileProblem } from "../../core/read/json-source";
import type { ContentProblem } from "../../core/kinds/types";
import { BLOCK_CATALOGUE_FILE, generateBlockCatalogue, readCommittedCatalogue } from "./block-catalogue";

const STALE_MESSAGE = `${BLOCK_CATALOGUE_FILE} está desatualizado em relação a schemas/blocks/ (um bloco ou a descrição de um campo mudou). Rode: npm run docs`;
const MISSING_MESSAGE = `${BLOCK_CATALOGUE_FILE} não existe. Rode: npm run docs`;

/** Whether a root carries its own catalogue to compare (a bare content folder may not). */
export function hasBlockCatalogue(projectRoot: string): boolean {
  return existsSync(join(projectRoot, "schemas/blocks")) && existsSync(join(projectRoot, BLOCK_CATALOGUE_FILE));
}

/** The committed catalogue must be exactly what the schemas generate, or editors read outdated help. */
export async function checkBlockCatalogue(projectRoot: string): Promise<ContentProblem | undefined> {
  const [expected, committed] = await Promise.all([generateBlockCatalogue(projectRoot), readCommittedCatalogue(projectRoot)]);
  if (committed === undefined) return fileProblem(BLOCK_CATALOGUE_FILE, MISSING_MESSAGE);
  return committed === expected ? undefined : fileProblem(BLOCK_CATALOGUE_FILE, STALE_MESSAGE);
}
