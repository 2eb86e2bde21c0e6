import { readFile } from "node:fs/promises";
import { extname, join } from "node:path";
import type { Plugin, ViteDevServer } from "vite";
import { fullNavMinWidth } from "../src/app/layout/nav-fit";
import { contentFolder } from "./content/content-folder";
import { measureImage } from "./content/image-variants-build";
import { formatProblem } from "./content/format-problem";
import { loadSiteContent } from "./content/load-content";
import { buildPagePayload, pageRouteEntries } from "./content/page-payloads";
import { buildPostPayload } from "./content/post-payloads";
import { ICON_FILES, iconNodesFor } from "./content/content-icons";
import { postListFiles } from "./content/post-lists";
import type { SiteContent } from "./content/types";

const IMAGE_TYPES: Record<string, string> = { ".jpg": "image/jpeg", ".jpeg": "image/jpeg", ".png": "image/png", ".webp": "image/webp", ".avif": "image/avif" };
const VIRTUAL_ID = "virtual:site-content";
/** Every icon's drawing, served by npm run dev for the block gallery (src/app/dev-gallery/gallery-data.ts). */
export const GALLERY_ICONS_PATH = "/data/icones.json";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/** Thrown so Vite shows the same pt-BR messages as `npm run check`, in the terminal and the browser overlay. */
class ContentError extends Error {
  constructor(lines: string[]) {
    super(`Conteúdo com problemas:\n${lines.join("\n")}`);
    this.stack = "";
  }
}

async function loadOrThrow(root: string): Promise<SiteContent> {
  const result = await loadSiteContent(root);
  if (!result.ok) throw new ContentError(result.problems.map(formatProblem));
  return result.content;
}

/** Serves page data and original images in dev, exactly as the build writes them to dist/. */
function serveContent(server: ViteDevServer, root: string, loadContent: () => Promise<SiteContent>) {
  // Dev serves the original images (no variants): their size is all the page data needs.
  const describe = async (src: string) => ({ ...(await measureImage(join(root, contentFolder(root), src))), widths: [] });
  server.middlewares.use(async (req, res, next) => {
    const url = decodeURIComponent((req.url ?? "").split("?")[0] ?? "");
    // Missing data is a 404, as on a static host, never Vite's HTML fallback (the app reads a 404 as "no such post").
    const notFound = () => {
      res.statusCode = 404;
      res.end();
    };
    try {
      const data = /^\/data\/pages\/([a-z0-9-]+)\.json$/.exec(url);
      if (data) {
        const content = await loadContent();
        const page = content.pages.find((p) => p.slug === data[1]);
        if (!page) return notFound();
        const payload = await buildPagePayload(page, content, describe);
        res.setHeader("Content-Type", "application/json; charset=utf-8");
        return res.end(JSON.stringify(payload));
      }
      // Dev only, for the block gallery (/_blocos): schema examples may use any icon.
      if (url === GALLERY_ICONS_PATH) {
        const icons = await iconNodesFor(Object.keys(ICON_FILES) as (keyof typeof ICON_FILES)[]);
        res.setHeader("Content-Type", "application/json; charset=utf-8");
        return res.end(JSON.stringify(icons));
      }
      const post = /^\/data\/posts\/(\d+)\.json$/.exec(url);
      if (post) {
        const content = await loadContent();
        const found = content.posts.find((p) => p.id === Number(post[1]));
        if (!found) return notFound();
        const payload = await buildPostPayload(found, content.posts, describe);
        res.setHeader("Content-Type", "application/json; charset=utf-8");
        return res.end(JSON.stringify(payload));
      }
      if (/^\/data\/posts\/lista\/[a-z0-9-]+\/\d+\.json$/.test(url)) {
        const content = await loadContent();
        const files = await postListFiles(content.posts, describe);
        const listPage = files.get(url);
        if (!listPage) return notFound();
        res.setHeader("Content-Type", "application/json; charset=utf-8");
        return res.end(JSON.stringify(listPage));
      }
      if (url.startsWith("/images/") && !url.includes("..")) {
        const bytes = await readFile(join(root, contentFolder(root), url)).catch(() => null);
        if (!bytes) return next();
        res.setHeader("Content-Type", IMAGE_TYPES[extname(url)] ?? "application/octet-stream");
        return res.end(bytes);
      }
      if (url.startsWith("/data/")) return notFound();
    } catch (error) {
      res.statusCode = 500;
      return res.end(error instanceof Error ? error.message : String(error));
    }
    next();
  });
}

/** One door of the content pipeline: the app's routing manifest and site.json, checked on every change. */
export function siteContentPlugin(root: string): Plugin {
  let server: ViteDevServer | undefined;
  return {
    name: "monte-calvario:site-content",
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const content = await loadOrThrow(root);
      return [
        `export const site = ${JSON.stringify(content.site)};`,
        `export const pageRoutes = ${JSON.stringify(pageRouteEntries(content))};`,
        `export const fullNavMinWidth = ${fullNavMinWidth(content.site)};`,
      ].join("\n");
    },
    configureServer(devServer) {
      server = devServer;
      // One run of the pipeline serves every data request until a content file changes (or it failed).
      let loaded: Promise<SiteContent> | undefined;
      const loadContent = () =>
        (loaded ??= loadOrThrow(root).catch((error: unknown) => {
          loaded = undefined;
          throw error;
        }));
      serveContent(devServer, root, loadContent);
      const contentDir = join(root, contentFolder(root));
      devServer.watcher.add(contentDir);
      // An editor's save arrives as a burst (truncate, then write): wait for it to settle, and let only
      // the newest run speak, so a read of the half-written file never has the last word.
      let settle: ReturnType<typeof setTimeout> | undefined;
      let latest = 0;
      const onChange = (file: string) => {
        if (!file.startsWith(contentDir) || !server) return;
        loaded = undefined;
        clearTimeout(settle);
        settle = setTimeout(() => void reload(++latest), 120);
      };
      const reload = async (run: number) => {
        if (!server) return;
        const result = await loadSiteContent(root);
        if (run !== latest) return;
        if (!result.ok) {
          const message = new ContentError(result.problems.map(formatProblem)).message;
          server.config.logger.error(message);
          server.ws.send({ type: "error", err: { message, stack: "", plugin: "monte-calvario:site-content" } });
          return;
        }
        const module = server.moduleGraph.getModuleById(RESOLVED_ID);
        if (module) server.moduleGraph.invalidateModule(module);
        server.ws.send({ type: "full-reload" });
      };
      devServer.watcher.on("change", onChange);
      devServer.watcher.on("add", onChange);
      devServer.watcher.on("unlink", onChange);
    },
  };
}
