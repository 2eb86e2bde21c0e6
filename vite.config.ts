import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { contentFolder } from "./scripts/content/content-folder";
import { siteContentPlugin } from "./scripts/vite-content-plugin";

const root = fileURLToPath(new URL(".", import.meta.url));

export default defineConfig(({ isSsrBuild }) => ({
  root,
  // Set SITE_BASE=/repo-name/ for GitHub Pages project sites; the app and the build both follow it.
  base: process.env.SITE_BASE ?? "/",
  // SITE_CONTENT (or --content on the build) points every door of the pipeline at another content folder.
  publicDir: `${contentFolder(root)}/static`,
  plugins: [react({ jsxImportSource: "@emotion/react" }), siteContentPlugin(root)],
  resolve: {
    alias: [
      { find: "@", replacement: fileURLToPath(new URL("./src", import.meta.url)) },
      // react-router's package exports its development build (dev-only warnings included) to every
      // bundler; the production build it also ships is the same code without them.
      { find: /^react-router$/, replacement: fileURLToPath(new URL("./node_modules/react-router/dist/production/index.mjs", import.meta.url)) },
    ],
  },
  build: {
    target: "es2022",
    cssCodeSplit: true,
    reportCompressedSize: false,
    // Everything the entry imports statically ships as one chunk; each block stays its own lazy
    // chunk (src/blocks/registry.ts). Without this, code shared by the app and a block is cut
    // into many tiny files, each one more request on the first visit.
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: { codeSplitting: { groups: [{ name: "app", tags: ["$initial"] }] } },
          // @emotion/react imports hoist-non-react-statics for its side effects, only for withTheme,
          // which this site never uses: without this it ships ~1 KB gzip of dead code on every page.
          treeshake: { moduleSideEffects: (id: string) => !/[\\/]node_modules[\\/](hoist-non-react-statics|react-is)[\\/]/.test(id) },
        },
    // No preload helper in every dynamic import: the build lists each page's chunks in its HTML and
    // its data (src/lib/module-preload.ts), so the helper and its tables would only add weight.
    modulePreload: false,
  },
  server: { port: 5173 },
  // Tests that run a second dev server on a copy of the project give it its own dependency cache.
  cacheDir: process.env.VITE_CACHE_DIR,
}));
