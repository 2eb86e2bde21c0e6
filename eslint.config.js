// Lint for the whole project: TypeScript's recommended rules, and the import direction the
// architecture relies on (docs/architecture.md): lib → islands → components/content → blocks → app, the
// page script (browser/) on top, scripts may
// import src but never the reverse (bar the editor, src/admin/), no cycles, and no "@/" alias where Node loads files without Vite.
import { readdirSync } from "node:fs";
import importX from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import tseslint from "typescript-eslint";

const layer = (from, target, message) => ({ target, from, message });

// Everything under src/ but the editor (src/admin/), which is a tool built apart from the site: read from
// the folder, so a new part of the site is covered by the zones below without editing this list.
const SITE = readdirSync(new URL("./src", import.meta.url))
  .filter((name) => name !== "admin")
  .map((name) => `./src/${name}`);

export default tseslint.config(
  { ignores: ["dist/", ".cache/", "node_modules/", "test-results/", "playwright-report/", "src/types/generated/", ".tmp/"] },
  ...tseslint.configs.recommended,
  {
    plugins: { "import-x": importX },
    settings: { "import-x/resolver-next": [createTypeScriptImportResolver({ project: "tsconfig.json" })] },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" }],
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            layer("./scripts", SITE, "src/ is the site: it never imports the build's scripts."),
            // The editor (src/admin/) runs the pipeline's own checks in the browser: it may import the
            // browser-safe modules of scripts/content and scripts/cms, and the site never imports it.
            layer(
              [
                "./scripts/admin",
                "./scripts/build",
                "./scripts/dev",
                "./scripts/serve",
                "./scripts/bench",
                "./scripts/docs",
                "./scripts/fonts",
                "./scripts/artwork",
              ],
              "./src/admin",
              "The editor uses only the pipeline's browser-safe modules.",
            ),
            layer("./src/admin", SITE, "The site never loads the editor (its JavaScript never reaches visitors' pages)."),
            layer("./tests", "./src", "src/ never imports tests."),
            layer("./src/app", "./src/blocks", "Blocks do not know the app around them (lib → components → blocks → app)."),
            layer("./src/app", "./src/components", "Components do not know the app around them."),
            layer("./src/app", "./src/lib", "lib/ is the bottom layer."),
            layer("./src/blocks", "./src/components", "Components are shared by blocks, never the reverse."),
            layer("./src/blocks", "./src/lib", "lib/ is the bottom layer."),
            layer("./src/blocks", "./src/content", "Content helpers are shared by blocks, never the reverse."),
            layer("./src/components", "./src/lib", "lib/ is the bottom layer."),
            layer("./src/browser", "./src/lib", "lib/ is the bottom layer."),
            layer("./src/browser", "./src/islands", "Islands do not know the page script that wakes them."),
            layer("./src/browser", "./src/blocks", "Blocks do not know the page script (it loads their islands, never the reverse)."),
            layer("./src/browser", "./src/components", "Components do not know the page script."),
            layer("./src/browser", "./src/content", "Content helpers do not know the page script."),
            layer("./src/browser", "./src/app", "The pre-rendered app does not know the page script."),
            layer("./src/islands", "./src/lib", "lib/ is the bottom layer."),
            layer(["./src/components", "./src/blocks", "./src/app", "./src/content"], "./src/islands", "Islands sit below components and blocks."),
            layer("./src/content", "./src/lib", "lib/ is the bottom layer."),
          ],
        },
      ],
    },
  },
  {
    // Loaded by Node through tsx or Vite's config loader, where the "@/" alias does not exist.
    files: ["scripts/**/*.ts", "vite.config.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["@/*"], message: "scripts/ run under Node without Vite's alias: import src/ by relative path." }] },
      ],
    },
  },
);
