import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { siteContentPlugin } from "./scripts/vite-content-plugin";

const root = fileURLToPath(new URL(".", import.meta.url));

export default defineConfig({
  root,
  // Set SITE_BASE=/repo-name/ for GitHub Pages project sites; the app and the build both follow it.
  base: process.env.SITE_BASE ?? "/",
  publicDir: "site-content/static",
  plugins: [react({ jsxImportSource: "@emotion/react" }), siteContentPlugin(root)],
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  build: { target: "es2022", cssCodeSplit: true, reportCompressedSize: false },
  server: { port: 5173 },
});
