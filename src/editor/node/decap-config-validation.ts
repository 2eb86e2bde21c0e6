import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { build } from "vite";
import { DECAP_WIDGETS, PROJECT_WIDGETS, PUBLISH_AT_WIDGET } from "../shared/decap-types";

const ENTRY = "virtual:decap-config-validation";

/** The schema of a Decap widget's options (its package's schema.js), if it has one. */
function widgetSchema(root: string, widget: string): string | undefined {
  try {
    const file = createRequire(join(root, "package.json")).resolve(`decap-cms-widget-${widget}/dist/esm/schema.js`);
    return existsSync(file) ? file : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Decap's own check of its configuration (decap-cms-core's validateConfig: ajv with Decap's schema and the
 * registered widgets' option schemas), which the editor's bundle leaves out (it would need 'unsafe-eval'), bundled
 * for Node with the widgets the editor registers. The module it writes exports `validateConfig(config)`, which
 * throws Decap's own message for a configuration Decap would refuse; it expects a DOM (jsdom will do).
 */
export async function buildDecapConfigValidation(root: string, outDir: string): Promise<string> {
  const lines = [
    `import { registerWidget } from "decap-cms-core/dist/esm/lib/registry.js";`,
    `export { validateConfig } from "decap-cms-core/dist/esm/constants/configSchema.js";`,
    `const control = () => null;`,
  ];
  [...DECAP_WIDGETS, ...PROJECT_WIDGETS].forEach((widget, i) => {
    // "Publicar em" is Decap's date-and-time picker with a sentence under it: it takes the same options.
    const schema = widgetSchema(root, widget === PUBLISH_AT_WIDGET ? "datetime" : widget);
    if (schema) lines.push(`import schema${i} from ${JSON.stringify(schema)};`);
    lines.push(`registerWidget(${JSON.stringify(widget)}, control, undefined, ${schema ? `schema${i}` : "{}"});`);
  });
  await build({
    configFile: false,
    root,
    logLevel: "error",
    plugins: [
      {
        name: "decap-config-validation",
        resolveId: (id) => (id === ENTRY ? `\0${ENTRY}` : null),
        load: (id) => (id === `\0${ENTRY}` ? lines.join("\n") : null),
      },
    ],
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    ssr: { noExternal: true, target: "node" },
    build: { ssr: true, outDir, emptyOutDir: true, minify: false, rollupOptions: { input: ENTRY, output: { entryFileNames: "decap-config-validation.mjs" } } },
  });
  return join(outDir, "decap-config-validation.mjs");
}
