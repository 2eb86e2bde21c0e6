import { readFile } from "node:fs/promises";
import { extname, join } from "node:path";
import type { Plugin, ViteDevServer } from "vite";
import { measureImage } from "./content/image-variants-build";
import { formatProblem } from "./content/format-problem";
import { loadSiteContent } from "./content/load-content";
import { buildPagePayload, pageRouteEntries } from "./content/page-payloads";
import { postListFiles } from "./content/post-lists";
import type { SiteContent } from "./content/types";

const IMAGE_TYPES: Record<string, string> = { ".jpg": "image/jpeg", ".jpeg": "image/jpeg", ".png": "image/png", ".webp": "image/webp", ".avif": "image/avif" };
const VIRTUAL_ID = "virtual:site-content";
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
function serveContent(server: ViteDevServer, root: string) {
  server.middlewares.use(async (req, res, next) => {
    const url = decodeURIComponent((req.url ?? "").split("?")[0] ?? "");
    try {
      const data = /^\/data\/pages\/([a-z0-9-]+)\.json$/.exec(url);
      if (data) {
        const content = await loadOrThrow(root);
        const page = content.pages.find((p) => p.slug === data[1]);
        if (!page) return next();
        const payload = await buildPagePayload(page, content, async (src) => ({ ...(await measureImage(join(root, "site-content", src))), widths: [] }));
        res.setHeader("Content-Type", "application/json; charset=utf-8");
        return res.end(JSON.stringify(payload));
      }
      if (/^\/data\/posts\/lista\/[a-z0-9-]+\/\d+\.json$/.test(url)) {
        const content = await loadOrThrow(root);
        const files = await postListFiles(content.posts, async (src) => ({ ...(await measureImage(join(root, "site-content", src))), widths: [] }));
        const listPage = files.get(url);
        if (!listPage) return next();
        res.setHeader("Content-Type", "application/json; charset=utf-8");
        return res.end(JSON.stringify(listPage));
      }
      if (url.startsWith("/images/") && !url.includes("..")) {
        const bytes = await readFile(join(root, "site-content", url)).catch(() => null);
        if (!bytes) return next();
        res.setHeader("Content-Type", IMAGE_TYPES[extname(url)] ?? "application/octet-stream");
        return res.end(bytes);
      }
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
      return `export const site = ${JSON.stringify(content.site)};\nexport const pageRoutes = ${JSON.stringify(pageRouteEntries(content))};\n`;
    },
    configureServer(devServer) {
      server = devServer;
      serveContent(devServer, root);
      const contentDir = join(root, "site-content");
      devServer.watcher.add(contentDir);
      const onChange = async (file: string) => {
        if (!file.startsWith(contentDir) || !server) return;
        const result = await loadSiteContent(root);
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
