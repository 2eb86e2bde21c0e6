import { join } from "node:path";
import type { Plugin } from "vite";

/** Decap's module that checks its configuration with ajv at runtime, as decap-cms-core's actions/config.js imports it. */
const CONFIG_SCHEMA = "../constants/configSchema";
const CONFIG_ACTIONS = /[\\/]decap-cms-core[\\/]dist[\\/]esm[\\/]actions[\\/]config\.js$/;
const CONFIG_SCHEMA_FILE = /[\\/]decap-cms-core[\\/]dist[\\/]esm[\\/]constants[\\/]configSchema\.js$/;

/**
 * Code Decap's dependencies run once when they load, only to probe whether they may evaluate a string as code,
 * inside a try that shrugs off the refusal: under the editor's policy (no 'unsafe-eval') each probe fails as
 * designed, but the browser reports it as a policy violation. Taken out, each exactly once, so that a violation
 * in the editor means something; the build fails when one is no longer written this way.
 */
const EVAL_PROBES = [
  // @iarna/toml (Decap's TOML format) looks for Node's util.inspect; the editor's files are JSON.
  { file: /[\\/]@iarna[\\/]toml[\\/]lib[\\/]toml-parser\.js$/, probe: `eval("require('util').inspect")`, instead: "{}" },
  // ts-invariant (apollo, under the GitHub backend) defines a global `process`; Vite writes process.env.NODE_ENV out.
  { file: /[\\/]ts-invariant[\\/]lib[\\/]invariant\.esm\.js$/, probe: `Function("stub", "process = stub")(processStub);`, instead: "" },
];

/**
 * What the editor's build leaves out of Decap, each swapped for a module of src/editor/app/:
 * - decap-cms-core's configuration check (ajv compiled in the browser, so 'unsafe-eval'): the configuration is
 *   checked by Decap's own validateConfig in the tests instead. The build fails when Decap no longer imports it
 *   the way this swap expects, or when any other path would still bring it in: a Decap update must not quietly
 *   put it back, or quietly drop the check.
 * - esprima (js-yaml 3's, for a YAML feature Decap never uses).
 * And the probes above.
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
    transform(code, id) {
      const probe = EVAL_PROBES.find(({ file }) => file.test(id));
      if (!probe) return null;
      const found = code.split(probe.probe).length - 1;
      if (found !== 1) this.error(`${id}: expected once, found ${found} times: ${probe.probe} (see src/editor/node/decap-trimmings.ts)`);
      return { code: code.replace(probe.probe, () => probe.instead), map: null };
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
