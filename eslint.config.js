// Lint for the whole project: TypeScript's recommended rules, and the parts of src/ and what each may import
// (docs/architecture.md). The bottom layers (lib/, types/) import no part; the content engine's core and the
// site never import each other; the build and the editor use both; scripts/ (command entry points) may import
// any part, and no part imports scripts/ or tests/. Code that runs in a browser (the site, the editor's app, the
// engine's core, lib/) imports no Node built-in, so the editor runs the check's very rules. Import cycles are
// found by tests/unit/architecture/import-cycles.test.ts, which sees `import type` too.
import { builtinModules } from "node:module";
import importX from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import tseslint from "typescript-eslint";

const layer = (from, target, message) => ({ target, from, message });

const SITE = "./src/site";
const ENGINE_CORE = "./src/engine/core";
const ENGINE_NODE = "./src/engine/node";
const BUILD = "./src/build";
const EDITOR_APP = "./src/editor/app";
const EDITOR_NODE = ["./src/editor/node", "./src/editor/config"];
const EDITOR_SHARED = "./src/editor/shared";
const PARTS = [SITE, "./src/engine", BUILD, "./src/editor"];

/** What code that also runs in a browser may not import: Node's built-ins and the Node-only libraries. */
const NODE_ONLY = [...builtinModules.flatMap((name) => [name, `${name}/*`, `node:${name}`]), "jsdom", "sharp", "vite", "tsx", "tsx/*", "esbuild"];

export default tseslint.config(
  {
    ignores: [
      "dist/",
      "dist-editor/",
      ".*-building/",
      ".cache/",
      ".wrangler/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      "src/types/generated/",
      ".tmp/",
    ],
  },
  ...tseslint.configs.recommended,
  {
    plugins: { "import-x": importX },
    settings: { "import-x/resolver-next": [createTypeScriptImportResolver({ project: "tsconfig.json" })] },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" }],
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            layer("./scripts", "./src", "scripts/ holds command entry points: no part of src/ imports them."),
            layer("./tests", "./src", "src/ never imports tests."),
            layer(PARTS, ["./src/lib", "./src/types"], "lib/ and types/ are the bottom layers, shared by every part: they import none."),
            // The two halves of a page assembler, each usable without the other.
            layer(
              [SITE, BUILD, "./src/editor", ENGINE_NODE],
              ENGINE_CORE,
              "The engine's core is browser-safe and knows no other part: the check, the build and the editor all call it.",
            ),
            layer([SITE, BUILD, "./src/editor"], ENGINE_NODE, "The engine's Node side serves the build and the editor, never the reverse."),
            layer(
              ["./src/engine", BUILD, "./src/editor"],
              SITE,
              "The site renders the data it is given: it never imports the engine, the build or the editor.",
            ),
            layer(
              [ENGINE_NODE, BUILD, ...EDITOR_NODE],
              EDITOR_APP,
              "The editor's app runs in the browser: it uses the engine's core and the site's blocks, never their Node sides.",
            ),
            layer(EDITOR_APP, [...EDITOR_NODE, BUILD], "The editor's app is built by its Node side, never imported by it or by the build."),
            layer(
              [EDITOR_APP, ...EDITOR_NODE],
              EDITOR_SHARED,
              "What the editor's app and its Node side agree on (its data, its settings, Decap's types) imports neither.",
            ),
            // Inside the site: lib → islands → components/data → blocks → app, the page script (browser/) on top.
            layer("./src/site/app", "./src/site/blocks", "Blocks do not know the app around them (islands → components → blocks → app)."),
            layer("./src/site/app", "./src/site/components", "Components do not know the app around them."),
            layer("./src/site/blocks", "./src/site/components", "Components are shared by blocks, never the reverse."),
            layer("./src/site/blocks", "./src/site/data", "Page data is shared by blocks, never the reverse."),
            layer("./src/site/browser", "./src/site/islands", "Islands do not know the page script that wakes them."),
            layer("./src/site/browser", "./src/site/blocks", "Blocks do not know the page script (it loads their islands, never the reverse)."),
            layer("./src/site/browser", "./src/site/components", "Components do not know the page script."),
            layer("./src/site/browser", "./src/site/data", "Page data does not know the page script."),
            layer("./src/site/browser", "./src/site/app", "The pre-rendered app does not know the page script."),
            layer(
              ["./src/site/components", "./src/site/blocks", "./src/site/app", "./src/site/data"],
              "./src/site/islands",
              "Islands sit below components and blocks.",
            ),
          ],
        },
      ],
    },
  },
  ...importRules(),
);

/**
 * Two import bans, joined where both hold (a rule set twice for one file is replaced, not merged): code that
 * also runs in a browser imports no Node module; code Node loads without Vite imports nothing through "@/".
 */
function importRules() {
  const nodeOnly = {
    paths: NODE_ONLY.filter((name) => !name.includes("*")).map((name) => ({
      name,
      message: "This code also runs in a browser: Node's modules belong in src/engine/node, src/build or src/editor/node.",
    })),
    patterns: [
      {
        group: NODE_ONLY.filter((name) => name.includes("*")),
        message: "This code also runs in a browser: Node's modules belong in src/engine/node, src/build or src/editor/node.",
      },
    ],
  };
  const noAlias = { group: ["@/*"], message: "Node loads this file without Vite's alias: import src/ by relative path." };
  const inBrowser = ["src/site/**/*.{ts,tsx}", "src/editor/app/**/*.{ts,tsx}", "src/lib/**/*.ts"];
  const inNode = ["scripts/**/*.ts", "vite.config.ts", "src/engine/node/**/*.ts", "src/build/**/*.ts", "src/editor/node/**/*.ts", "src/editor/config/**/*.ts"];
  return [
    // The dev gallery is only ever served by the dev server.
    { files: inBrowser, ignores: ["src/site/app/dev-gallery/**"], rules: { "no-restricted-imports": ["error", nodeOnly] } },
    { files: inNode, rules: { "no-restricted-imports": ["error", { patterns: [noAlias] }] } },
    // Both: the check runs the engine's core in Node, the editor in the browser; the editor's shared modules too.
    {
      files: ["src/engine/core/**/*.ts", "src/editor/shared/**/*.ts"],
      rules: { "no-restricted-imports": ["error", { ...nodeOnly, patterns: [...nodeOnly.patterns, noAlias] }] },
    },
  ];
}
