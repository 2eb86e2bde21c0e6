import { mkdir, readFile, writeFile } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { build as viteBuild } from "vite";
import type { ImageInfo } from "../../src/content/image-info";
import type { PagePayload } from "../../src/content/page-payload";
import type * as EntryServer from "../../src/entry-server";
import { formatProblem } from "../content/format-problem";
import { writeImageVariants } from "../content/image-variants-build";
import { loadSiteContent } from "../content/load-content";
import { buildPagePayload, pageRouteEntries } from "../content/page-payloads";
import type { SiteContent } from "../content/types";
import { renderDocument } from "./render-document";

export interface BuildOptions {
  root: string;
  outDir?: string;
  /** Public base path, "/" or "/repo/" for GitHub Pages project sites. */
  base?: string;
  quiet?: boolean;
}

export class ContentRejected extends Error {
  constructor(public readonly lines: string[]) {
    super(lines.join("\n"));
  }
}

/** "/" → index.html, "/sobre" → sobre.html: the clean-URL layout Netlify, Cloudflare and GitHub Pages all serve. */
export function htmlFileFor(route: string): string {
  if (route === "/") return "index.html";
  return `${route.slice(1)}.html`;
}

async function writeOut(outDir: string, file: string, data: string | Buffer) {
  const target = join(outDir, file);
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, data);
}

async function bundle(root: string, outDir: string, base: string, quiet: boolean) {
  const common = { configFile: join(root, "vite.config.ts"), configLoader: "runner" as const, root, base, logLevel: quiet ? ("error" as const) : ("warn" as const) };
  process.env.SITE_BASE = base;
  await viteBuild({ ...common, build: { outDir, emptyOutDir: true } });
  const ssrOutDir = join(root, ".cache", `ssr-${basename(outDir)}`);
  await viteBuild({ ...common, publicDir: false, build: { ssr: "src/entry-server.tsx", outDir: ssrOutDir, emptyOutDir: true } });
  const entryUrl = pathToFileURL(join(ssrOutDir, "entry-server.js")).href;
  return (await import(`${entryUrl}?t=${Date.now()}`)) as typeof EntryServer;
}

/** The whole build: check content, bundle, write images, pre-render every page. Refuses bad content. */
export async function buildSite({ root, outDir = join(root, "dist"), base = "/", quiet = false }: BuildOptions) {
  const loaded = await loadSiteContent(root);
  if (!loaded.ok) throw new ContentRejected(loaded.problems.map(formatProblem));
  const content: SiteContent = loaded.content;

  const server = await bundle(root, outDir, base, quiet);
  const template = await readFile(join(outDir, "index.html"), "utf8");

  const imageCache = new Map<string, Promise<ImageInfo>>();
  const describeImage = (src: string) => {
    if (!imageCache.has(src)) {
      imageCache.set(src, writeImageVariants({ sourceFile: join(root, "site-content", src), src, outDir, cacheDir: join(root, ".cache", "images") }));
    }
    return imageCache.get(src) as Promise<ImageInfo>;
  };
  await describeImage(content.site.seo.image.src);

  const payloads = new Map<string, PagePayload>();
  for (const page of content.pages) payloads.set(page.slug, await buildPagePayload(page, content, describeImage));
  const source = { loadPage: async (slug: string) => payloads.get(slug) as PagePayload };
  const routes = pageRouteEntries(content);
  const origin = "http://localhost";

  for (const page of content.pages) {
    const payload = payloads.get(page.slug) as PagePayload;
    await writeOut(outDir, join("data", "pages", `${page.slug}.json`), JSON.stringify(payload));
    const url = `${origin}${base.replace(/\/$/, "")}${page.route}`;
    const rendered = await server.renderPage(url, content.site, routes, source);
    await writeOut(outDir, htmlFileFor(page.route), renderDocument(template, content.site, rendered));
  }
  return { pages: content.pages.length, images: imageCache.size };
}
