import { readFile } from "node:fs/promises";
import { extname, join } from "node:path";
import type { Plugin, ViteDevServer } from "vite";
import { contentFolder } from "../../engine/node/content-folder";
import { measureImage } from "../../engine/node/image-variants-build";
import { formatProblem } from "../../engine/core/format/format-problem";
import { loadSiteContent } from "../../engine/node/load-content";
import { postListFiles } from "../payloads/post-lists";
import type { SiteContent } from "../../engine/core/kinds/types";

const IMAGE_TYPES: Record<string, string> = { ".jpg": "image/jpeg", ".jpeg": "image/jpeg", ".png": "image/png", ".webp": "image/webp", ".avif": "image/avif" };

/** Thrown so Vite shows the same pt-BR messages as `npm run check`, in the terminal and the browser overlay. */
class ContentError extends Error {
  constructor(lines: string[]) {
    super(`Conteúdo com problemas:\n${lines.join("\n")}`);
    this.stack = "";
  }
}

async function loadOrThrow(root: string): Promise<SiteContent> {
  // As a build made now would publish it: events already over are gone.
  const result = await loadSiteContent(root, { now: new Date() });
  if (!result.ok) throw new ContentError(result.problems.map(formatProblem));
  return result.content;
}

/** The blog list's pages (fetched by its island) and the original images, as the build writes them to dist/. */
function serveFiles(server: ViteDevServer, root: string, loadContent: () => Promise<SiteContent>, describe: Parameters<typeof postListFiles>[1]) {
  server.middlewares.use(async (req, res, next) => {
    const url = decodeURIComponent((req.url ?? "").split("?")[0] ?? "");
    try {
      if (/^\/data\/posts\/lista\/[a-z0-9-]+\/\d+\.json$/.test(url)) {
        const files = await postListFiles((await loadContent()).posts, describe);
        const listPage = files.get(url);
        res.statusCode = listPage ? 200 : 404;
        res.setHeader("Content-Type", "application/json; charset=utf-8");
        return res.end(listPage ? JSON.stringify(listPage) : "");
      }
      if (url.startsWith("/images/") && !url.includes("..")) {
        const bytes = await readFile(join(root, contentFolder(root), url)).catch(() => null);
        if (!bytes) return next();
        res.setHeader("Content-Type", IMAGE_TYPES[extname(url)] ?? "application/octet-stream");
        return res.end(bytes);
      }
      // Missing data is a 404, as on a static host, never an HTML page.
      if (url.startsWith("/data/")) {
        res.statusCode = 404;
        return res.end();
      }
    } catch (error) {
      res.statusCode = 500;
      return res.end(error instanceof Error ? error.message : String(error));
    }
    next();
  });
}

/** One door of the content pipeline: npm run dev renders pages from it, checked again on every change. */
export function siteContentPlugin(root: string): Plugin {
  return {
    name: "monte-calvario:site-content",
    async configureServer(server) {
      // Loaded only by npm run dev: it reaches src/ files that use the "@/" alias, which the config's
      // own loading (the build's too) cannot resolve; the dev server's tsx can.
      const { servePages, serveSearchIndex } = await import("./dev-pages");
      // One run of the pipeline serves every request until a content file changes (or it failed).
      let loaded: Promise<SiteContent> | undefined;
      const loadContent = () =>
        (loaded ??= loadOrThrow(root).catch((error: unknown) => {
          loaded = undefined;
          throw error;
        }));
      // Dev serves the original images (no variants): their size is all the pages need.
      const describe = async (src: string) => ({ ...(await measureImage(join(root, contentFolder(root), src))), widths: [] as number[] });
      serveSearchIndex(server, loadContent);
      serveFiles(server, root, loadContent, describe);
      servePages(server, root, loadContent, describe);

      const contentDir = join(root, contentFolder(root));
      server.watcher.add(contentDir);
      // An editor's save arrives as a burst (truncate, then write): wait for it to settle, and let only
      // the newest run speak, so a read of the half-written file never has the last word.
      let settle: ReturnType<typeof setTimeout> | undefined;
      let latest = 0;
      const onChange = (file: string) => {
        if (!file.startsWith(contentDir)) return;
        loaded = undefined;
        clearTimeout(settle);
        settle = setTimeout(() => void reload(++latest), 120);
      };
      const reload = async (run: number) => {
        const result = await loadSiteContent(root, { now: new Date() });
        if (run !== latest) return;
        if (!result.ok) {
          const message = new ContentError(result.problems.map(formatProblem)).message;
          server.config.logger.error(message);
          server.ws.send({ type: "error", err: { message, stack: "", plugin: "monte-calvario:site-content" } });
          return;
        }
        server.ws.send({ type: "full-reload" });
      };
      server.watcher.on("change", onChange);
      server.watcher.on("add", onChange);
      server.watcher.on("unlink", onChange);
    },
  };
}
