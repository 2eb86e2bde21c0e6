import { readFile } from "node:fs/promises";
import { extname, join } from "node:path";
import react from "@vitejs/plugin-react";
import type { Connect, InlineConfig, Plugin } from "vite";
import type { EditorSettings } from "../shared/editor-settings";
import { CONTENT_SOURCES_FILE, EDITOR_DATA_FILE } from "../shared/editor-data";
import { contentFolder } from "../../engine/node/content-folder";
import { editorPage } from "../shared/editor-origin";
import { decapTrimmings } from "./decap-trimmings";
import { contentSources, editorData } from "./editor-data";
import { schemaValidatorsPlugin } from "./schema-validators-plugin";
import { entryChecksPlugin } from "./entry-checks-plugin";

export const ADMIN_BASE = "/admin/";

const FILE_TYPES: Record<string, string> = {
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".svg": "image/svg+xml",
  ".ico": "image/x-icon",
};

/**
 * `npm run editor`: editor-data.json and content-sources.json answered from the files as they are now, and the
 * pictures the previews show. Its own server, on this machine: no build publishes content-sources.json.
 */
function editorFiles(root: string): Plugin {
  const serve = (server: { middlewares: Connect.Server }): void => {
    server.middlewares.use(async (req, res, next) => {
      try {
        const url = decodeURIComponent((req.url ?? "").split("?")[0] ?? "");
        if (url === ADMIN_BASE + EDITOR_DATA_FILE || url === ADMIN_BASE + CONTENT_SOURCES_FILE) {
          res.setHeader("Content-Type", "application/json; charset=utf-8");
          return res.end(JSON.stringify(url.endsWith(EDITOR_DATA_FILE) ? await editorData(root) : await contentSources(root)));
        }
        // Pictures, and the site's own icons (favicon.svg), as the published site serves them.
        const staticFile = /^\/[\w.-]+$/.test(url) && !url.startsWith("/.") ? join("static", url) : undefined;
        if ((url.startsWith("/images/") && !url.includes("..")) || staticFile) {
          const bytes = await readFile(join(root, contentFolder(root), staticFile ?? url)).catch(() => null);
          if (!bytes) return next();
          res.setHeader("Content-Type", FILE_TYPES[extname(url).toLowerCase()] ?? "application/octet-stream");
          return res.end(bytes);
        }
        if (url === "/" || url === "/admin") {
          res.statusCode = 302;
          res.setHeader("Location", ADMIN_BASE);
          return res.end();
        }
      } catch (error) {
        res.statusCode = 500;
        return res.end(error instanceof Error ? error.message : String(error));
      }
      next();
    });
  };
  return { name: "monte-calvario:editor-files", configureServer: serve, configurePreviewServer: serve };
}

/** The page the site's /admin/ becomes when the editor has its own origin (src/editor/app/doorway.html). */
export const DOORWAY_PAGE = "doorway.html";

/** The doorway's link to the editor, for a browser where its script does not run. */
function doorwayLink(settings: Extract<EditorSettings, { mode: "doorway" }>): Plugin {
  const href = editorPage(settings.editorUrl).replaceAll("&", "&amp;").replaceAll('"', "&quot;");
  return { name: "monte-calvario:doorway-link", transformIndexHtml: (html) => html.replaceAll("%EDITOR_PAGE%", href) };
}

/**
 * The editor's own Vite configuration (src/editor/app/ is its root): apart from the site's, so a site build
 * never bundles Decap and the site's pages never load it. With the editor on its own origin, the site's /admin/ is
 * built from the doorway's page alone, and holds nothing of Decap either.
 */
export function adminViteConfig(root: string, settings: EditorSettings, outDir?: string, siteBase = "/"): InlineConfig {
  const doorway = settings.mode === "doorway" ? settings : undefined;
  return {
    configFile: false,
    root: join(root, "src/editor/app"),
    // Under the site's base (GitHub Pages project sites: /<repo>/admin/).
    base: `${siteBase}admin/`,
    publicDir: false,
    logLevel: "warn",
    // The doorway holds nothing of Decap, so nothing of it to trim.
    plugins: doorway
      ? [doorwayLink(doorway)]
      : [
          decapTrimmings(root),
          schemaValidatorsPlugin(root),
          react({ jsxImportSource: "@emotion/react" }),
          editorFiles(root),
          // Where there is no CI to ask (npm run editor, the workflow rehearsal), the editor's server runs the check itself.
          ...(settings.mode === "local" ? [entryChecksPlugin(root, `${siteBase}admin/`, settings.editorialWorkflow ? "git" : "fs")] : []),
        ],
    resolve: {
      alias: [
        // The previews' pictures and links are the site's, at its root, not under the editor's /admin/.
        { find: "@/lib/base-path", replacement: join(root, "src/editor/app/site-base-path.ts") },
        { find: "@", replacement: join(root, "src") },
      ],
    },
    // The editor's code is the same for every copy that saves or says it is not connected: how it saves is written into its
    // page afterwards (editor-page.ts), so one build serves them all. The doorway is a page of its own, built with its address.
    ...(doorway ? { define: { __SITE_EDITOR__: JSON.stringify(doorway) } } : {}),
    build: {
      outDir,
      emptyOutDir: true,
      target: "es2022",
      reportCompressedSize: false,
      chunkSizeWarningLimit: 8000,
      // Decap's modules rely on running in source order (its polyfill of `global` before @iarna/toml reads it),
      // which Rolldown keeps across chunks only when asked.
      rolldownOptions: { output: { strictExecutionOrder: true }, ...(doorway ? { input: join(root, "src/editor/app", DOORWAY_PAGE) } : {}) },
    },
    server: { fs: { allow: [root] } },
    cacheDir: join(root, "node_modules", ".vite-admin"),
  };
}
