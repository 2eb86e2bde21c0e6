import { join } from "node:path";
import type { Plugin } from "vite";
import { standaloneValidatorsCode } from "../../engine/node/standalone-validators";

const MODULE = "virtual:schema-validators";
const RESOLVED = `\0${MODULE}`;

/**
 * `import { validators } from "virtual:schema-validators"` in the editor's app: the check's validators written
 * out as code when the editor is built, pointing at the schema objects src/editor/app/schema-files.ts bundles.
 */
export function schemaValidatorsPlugin(root: string): Plugin {
  return {
    name: "monte-calvario:schema-validators",
    resolveId: (id) => (id === MODULE ? RESOLVED : null),
    load: (id) => (id === RESOLVED ? standaloneValidatorsCode(root, { file: join(root, "src/editor/app/schema-files.ts"), exportName: "SCHEMA_FILES" }) : null),
  };
}
