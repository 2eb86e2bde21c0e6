import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileProblem } from "../../engine/core/read/json-source";
import type { ContentProblem } from "../../engine/core/kinds/types";
import { CMS_CONFIG_FILE, renderCmsConfig } from "../config/cms-config";

const RUN = "Rode: npm run gen:cms";
const MISSING_MESSAGE = `${CMS_CONFIG_FILE} não existe. ${RUN}`;
// Regenerating takes milliseconds, so the file is compared whole (like the block catalogue) and needs
// no stamp; a stale file and a hand edit then look the same, and get one message naming both.
const STALE_MESSAGE = `${CMS_CONFIG_FILE} está desatualizado em relação a schemas/ ou foi editado à mão (ele só muda pelos esquemas e por src/editor/config/). ${RUN}`;

/** Whether a root carries its own editor config to compare (a bare content folder does not). */
export function hasCmsConfig(projectRoot: string): boolean {
  return existsSync(join(projectRoot, "schemas")) && existsSync(join(projectRoot, CMS_CONFIG_FILE));
}

/** The committed editor config must be exactly what the schemas generate, or the editor offers fields the check refuses. */
export async function checkCmsConfig(projectRoot: string): Promise<ContentProblem | undefined> {
  const committed = await readFile(join(projectRoot, CMS_CONFIG_FILE), "utf8").catch(() => undefined);
  if (committed === undefined) return fileProblem(CMS_CONFIG_FILE, MISSING_MESSAGE);
  let expected: string;
  try {
    expected = await renderCmsConfig(projectRoot);
  } catch (error) {
    // A schema the generator cannot map is a developer's job; the editor still gets their content checked.
    const reason = error instanceof Error ? error.message.split("\n")[0] : String(error);
    return fileProblem(CMS_CONFIG_FILE, `não foi possível gerar ${CMS_CONFIG_FILE}: ${reason}. Corrija o esquema ou src/editor/config/ e ${RUN.toLowerCase()}`);
  }
  return committed === expected ? undefined : fileProblem(CMS_CONFIG_FILE, STALE_MESSAGE);
}
