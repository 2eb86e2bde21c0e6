import { join } from "node:path";
import type { Plugin } from "vite";

/** Decap's module that checks its configuration with ajv at runtime, as decap-cms-core's actions/config.js imports it. */
const CONFIG_SCHEMA = "../constants/configSchema";
const CONFIG_ACTIONS = /[\\/]decap-cms-core[\\/]dist[\\/]esm[\\/]actions[\\/]config\.js$/;
const CONFIG_SCHEMA_FILE = /[\\/]decap-cms-core[\\/]dist[\\/]esm[\\/]constants[\\/]configSchema\.js$/;

/**
 * What the editor's build leaves out of Decap, each swapped for a module of src/editor/app/:
 * - decap-cms-core's configuration check (ajv compiled in the browser, so 'unsafe-eval'): the configuration is
 *   checked by Decap's own validateConfig in the tests instead. The build fails when Decap no longer imports it
 *   the way this swap expects, or when any other path would still bring it in: a Decap update must not quietly
 *   put it back, or quietly drop the check.
 * - esprima (js-yaml 3's, for a YAML feature Decap never uses).
 */
export function decapTrimmings(root: string): Plugin {
  let swapped = false;
  return {
    name: "monte-calvario:decap-trimmings",
    enforce: "pre",
    buildStart() {
      swapped = false;
    },
    resolveId(source, importer) {
      if (source === CONFIG_SCHEMA && importer && CONFIG_ACTIONS.test(importer)) {
        swapped = true;
        return join(root, "src/editor/app/decap-config-unchecked.ts");
      }
      if (source === "esprima") return join(root, "src/editor/app/no-esprima.ts");
      return null;
    },
    buildEnd(error) {
      if (error) return;
      if (!swapped) {
        this.error(
          `decap-cms-core's actions/config.js no longer imports "${CONFIG_SCHEMA}": see what checks Decap's configuration now and update src/editor/node/decap-trimmings.ts (the editor's policy has no 'unsafe-eval')`,
        );
      }
      const stillThere = [...this.getModuleIds()].find((id) => CONFIG_SCHEMA_FILE.test(id));
      if (stillThere)
        this.error(
          `Decap's configuration check is still in the editor's bundle (${stillThere}, imported by ${this.getModuleInfo(stillThere)?.importers.join(", ")})`,
        );
    },
  };
}
