import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { contentFolder } from "./src/engine/node/content-folder";
import { siteContentPlugin } from "./src/build/dev/vite-content-plugin";

const root = fileURLToPath(new URL(".", import.meta.url));

export default defineConfig(({ isSsrBuild }) => ({
  root,
  // Set SITE_BASE=/repo-name/ for GitHub Pages project sites; the app and the build both follow it.
  base: process.env.SITE_BASE ?? "/",
  // SITE_CONTENT (or --content on the build) points every door of the pipeline at another content folder.
  publicDir: `${contentFolder(root)}/static`,
  plugins: [react({ jsxImportSource: "@emotion/react" }), siteContentPlugin(root)],
  resolve: {
    alias: [{ find: "@", replacement: fileURLToPath(new URL("./src", import.meta.url)) }],
  },
  build: {
    target: "es2022",
    cssCodeSplit: true,
    reportCompressedSize: false,
    // The entry (src/site/browser/entry.ts) is the page's only script; each island is a chunk fetched when
    // it wakes, and React with Emotion a chunk the islands share.
    rolldownOptions: isSsrBuild
      ? {}
      : {
          // @emotion/react imports hoist-non-react-statics for its side effects, only for withTheme,
          // which this site never uses: without this it ships ~1 KB gzip of dead code on every page.
          treeshake: { moduleSideEffects: (id: string) => !/[\\/]node_modules[\\/](hoist-non-react-statics|react-is)[\\/]/.test(id) },
        },
    // When an island wakes, Vite's helper fetches its chunk and the chunks it imports (React) together,
    // instead of one after the other. Every browser the site supports has modulepreload: no polyfill.
    modulePreload: { polyfill: false },
  },
  server: { port: 5173 },
  // Tests that run a second dev server on a copy of the project give it its own dependency cache.
  cacheDir: process.env.VITE_CACHE_DIR,
}));
