import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Connect, ViteDevServer } from "vite";
import type { ImageInfo } from "../../site/data/image-info";
import { NOT_FOUND_SLUG } from "../../site/data/page-payload";
import type * as EntryServer from "../../site/entry-server";
import type * as GalleryRender from "../../site/app/dev-gallery/gallery-render";
import { parsePostId } from "../../site/data/posts";
import { canonicalPath } from "../../lib/site-addresses";
import { escapeHtml } from "../head-tags";
import { churchHead, eventHead, pageContext, pageHead, postHead, sermonGroupHead, sermonHead } from "../page-heads";
import { buildEventPayload } from "../payloads/event-payloads";
import { eventRoute } from "../../lib/calendar";
import { buildChurchPayload } from "../payloads/church-payloads";
import { buildSermonGroupPayloads, buildSermonPayload } from "../payloads/sermon-payloads";
import { SERMONS_ROUTE, sermonRoute } from "../../engine/core/kinds/sermons-kind";
import { churchRoute } from "../../lib/churches";
import { pageFrame, siteAddresses } from "../prerender";
import { buildStamp } from "../build-stamp";
import { renderDocument } from "../render-document";
import { galleryData } from "../payloads/gallery-data";
import { blogInfo, buildPagePayload } from "../payloads/page-payloads";
import { buildPostPayload } from "../payloads/post-payloads";
import type { SiteContent } from "../../engine/core/kinds/types";
import { prepareTemplate } from "../page-template";
import { devFontFacesCss } from "../fonts/font-faces";
import { siteSearch } from "../search/site-search";
import { SEARCH_DATA_FOLDER } from "../../lib/search/search-data";

type Describe = (src: string) => Promise<ImageInfo>;

/** Dev serves the original images: the share image is the original too. */
const shareImage = async (image: { src: string; alt: string }) => ({ ...image, width: 1200, height: 630 });

/** A content error as a page: Vite's own overlay, with the same pt-BR messages as npm run check. */
export function errorDocument(message: string): string {
  const error = JSON.stringify({ message, stack: "" }).replace(/</g, "\\u003c");
  return `<!doctype html><html lang="pt-BR"><head><meta charset="UTF-8" /><title>Conteúdo com problemas</title>
<script type="module">import { ErrorOverlay } from "/@vite/client"; document.body.append(new ErrorOverlay(${error}));</script>
</head><body></body></html>`;
}

/** What npm run dev answers for one address: the page as the build would write it, rendered on request. */
async function renderAddress(
  devServer: ViteDevServer,
  server: typeof EntryServer,
  content: SiteContent,
  pathname: string,
  describe: Describe,
  template: string,
) {
  const { site } = content;
  const search = siteSearch(content, server);
  // The page as the build would write it now (the build's instant: SOURCE_DATE_EPOCH, or the clock).
  const frame = (path: string) => ({ ...pageFrame(content, search, buildStamp()), path });
  const gallery = /^\/_blocos(?:\/([a-z0-9-]+))?\/?$/.exec(pathname);
  if (gallery) {
    // The gallery is its own module, loaded by the dev server alone: the build's render entry never carries it.
    const { renderGallery } = (await devServer.ssrLoadModule("/src/site/app/dev-gallery/gallery-render.tsx")) as typeof GalleryRender;
    const { html, styleTags, title } = renderGallery(gallery[1], site, await galleryData(content, describe));
    // The site's own page script too, so the examples' islands come alive as on the site.
    const body = `${html}<script type="module" src="/src/site/browser/entry.ts"></script><script type="module" src="/src/site/app/dev-gallery/gallery-frames.ts"></script>`;
    return {
      status: 200,
      html: `<!doctype html><html lang="pt-BR"><head><meta charset="UTF-8" /><title>${escapeHtml(title)}</title>${styleTags}</head><body>${body}</body></html>`,
    };
  }
  const route = canonicalPath(pathname);
  const page = content.pages.find((candidate) => candidate.route === route && candidate.slug !== NOT_FOUND_SLUG);
  if (page) {
    const payload = await buildPagePayload(page, content, describe, server.collectionsOf, search?.listing);
    const rendered = await server.renderPage({ kind: "page", payload }, frame(page.route));
    const { links, jsonLd } = server.blockHeads(payload, rendered.html, pageContext(page, content));
    const head = await pageHead(page, content, shareImage, jsonLd);
    return { status: 200, html: renderDocument(template, site, head, rendered, { links }, "/", { dev: true }) };
  }
  const church = content.churches.find((candidate) => churchRoute(candidate.slug) === route);
  if (church) {
    const payload = await buildChurchPayload(church, content, describe);
    const rendered = await server.renderPage({ kind: "church", payload }, frame(route));
    const head = await churchHead(church, content, shareImage);
    return { status: 200, html: renderDocument(template, site, head, rendered, {}, "/", { dev: true }) };
  }
  const event = content.events.find((candidate) => eventRoute(candidate.slug) === route);
  if (event) {
    const rendered = await server.renderPage({ kind: "event", payload: buildEventPayload(event, content) }, frame(route));
    return { status: 200, html: renderDocument(template, site, await eventHead(event, content, shareImage), rendered, {}, "/", { dev: true }) };
  }
  const postId = /^\/blog\/([^/]+)$/.exec(route)?.[1];
  const post = content.posts.find((candidate) => candidate.id === parsePostId(postId));
  if (post) {
    const payload = await buildPostPayload(post, content.posts, blogInfo(content), describe);
    const rendered = await server.renderPage({ kind: "post", payload }, frame(route));
    const head = await postHead(post, content, shareImage);
    return { status: 200, html: renderDocument(template, site, head, rendered, {}, "/", { dev: true }) };
  }
  // A sermon, or a series', preacher's or book's page, as the build writes them (the podcast is the build's alone).
  const sermon = content.sermons.find((candidate) => sermonRoute(candidate.slug) === route);
  if (sermon) {
    const payload = await buildSermonPayload(content, sermon, describe);
    const rendered = await server.renderPage({ kind: "sermon", payload }, frame(route));
    return { status: 200, html: renderDocument(template, site, await sermonHead(payload, content, shareImage), rendered, {}, "/", { dev: true }) };
  }
  if (route.startsWith(`${SERMONS_ROUTE}/`)) {
    const group = (await buildSermonGroupPayloads(content, describe, () => undefined)).find((candidate) => candidate.route === route);
    if (group) {
      const rendered = await server.renderPage({ kind: "sermon-group", payload: group.payload }, frame(route));
      return {
        status: 200,
        html: renderDocument(template, site, await sermonGroupHead(route, group.payload, content, shareImage), rendered, {}, "/", { dev: true }),
      };
    }
  }
  const notFound = content.pages.find((candidate) => candidate.slug === NOT_FOUND_SLUG);
  if (!notFound) return { status: 404, html: "" };
  const payload = await buildPagePayload(notFound, content, describe, server.collectionsOf);
  const rendered = await server.renderPage({ kind: "page", payload }, frame(pathname));
  const head = await pageHead(notFound, content, shareImage, server.blockHeads(payload, rendered.html, pageContext(notFound, content)).jsonLd);
  return { status: 404, html: renderDocument(template, site, head, rendered, { notFound: siteAddresses(content, "/") }, "/", { dev: true }) };
}

/** Addresses that name a page rather than a file or one of Vite's own modules. */
function isPageRequest(req: Connect.IncomingMessage, pathname: string): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  if (/^\/(@|src\/|node_modules\/|images\/|data\/|assets\/)/.test(pathname)) return false;
  return !/\.[a-z0-9]+$/i.test(pathname) || pathname.endsWith(".html");
}

/**
 * npm run dev renders every page on request with the build's own code (entry-server, renderDocument),
 * so what an editor sees while editing is what the build publishes, islands included.
 */
export function servePages(devServer: ViteDevServer, root: string, loadContent: () => Promise<SiteContent>, describe: Describe) {
  devServer.middlewares.use(async (req, res, next) => {
    const pathname = decodeURIComponent((req.url ?? "/").split("?")[0] ?? "/");
    if (!isPageRequest(req, pathname)) return next();
    try {
      const content = await loadContent().catch((error: unknown) => {
        throw Object.assign(new Error(error instanceof Error ? error.message : String(error)), { contentError: true });
      });
      const server = (await devServer.ssrLoadModule("/src/site/entry-server.tsx")) as typeof EntryServer;
      const indexHtml = await devServer.transformIndexHtml(req.url ?? "/", await readFile(join(root, "index.html"), "utf8"));
      const template = prepareTemplate(indexHtml, devFontFacesCss(content.site.theme.fonts));
      const { status, html } = await renderAddress(devServer, server, content, pathname, describe, template);
      res.statusCode = status;
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.end(pathname.startsWith("/_blocos") ? await devServer.transformIndexHtml(req.url ?? "/", html) : html);
    } catch (error) {
      res.statusCode = 500;
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      const message = error instanceof Error ? error.message : String(error);
      if (!(error as { contentError?: boolean }).contentError && error instanceof Error) devServer.ssrFixStacktrace(error);
      res.end(errorDocument(message));
    }
  });
}

/** The search index's files, as the build writes them, made once per reading of the content. */
export function serveSearchIndex(devServer: ViteDevServer, loadContent: () => Promise<SiteContent>) {
  const made = new WeakMap<SiteContent, Map<string, string>>();
  devServer.middlewares.use(async (req, res, next) => {
    const pathname = decodeURIComponent((req.url ?? "/").split("?")[0] ?? "/");
    if (!pathname.startsWith(`${SEARCH_DATA_FOLDER}/`)) return next();
    try {
      const content = await loadContent();
      let files = made.get(content);
      if (!files) {
        const server = (await devServer.ssrLoadModule("/src/site/entry-server.tsx")) as typeof EntryServer;
        files = siteSearch(content, server)?.files() ?? new Map<string, string>();
        made.set(content, files);
      }
      const text = files.get(pathname);
      if (text === undefined) return next();
      res.setHeader("Content-Type", "application/json; charset=utf-8");
      res.end(text);
    } catch {
      next();
    }
  });
}
