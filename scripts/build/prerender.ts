import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { ImageInfo } from "../../src/content/image-info";
import { pageDataPath, type PagePayload } from "../../src/content/page-payload";
import { postDataPath, type PostPayload } from "../../src/content/posts";
import type * as EntryServer from "../../src/entry-server";
import { buildPagePayload, pageRouteEntries } from "../content/page-payloads";
import { buildPostPayload } from "../content/post-payloads";
import { postListFiles } from "../content/post-lists";
import type { SiteContent } from "../content/types";
import { RSS_FEED_PATH } from "./feed-info";
import { blockSources, POST_VIEW_SOURCE, type ModulePreloads } from "./module-preloads";
import { renderDocument } from "./render-document";
import { rssFeed } from "./rss-feed";
import { siteFiles } from "./site-files";
import { pageHead, postHead } from "./page-heads";
import { shareImageWriter } from "./share-images";

export interface PrerenderInput {
  server: typeof EntryServer;
  content: SiteContent;
  template: string;
  modulePreloads: ModulePreloads;
  outDir: string;
  base: string;
  describeImage: (src: string) => Promise<ImageInfo>;
}

/**
 * Post bodies link to site paths ("/contato", "/images/..."); under a sub-folder base (GitHub Pages
 * project sites) those must carry it, like every link React writes. The sanitiser has already
 * normalised attributes to double quotes and refused "//" and "/\\" hosts.
 */
export function withBasePath(html: string, base: string): string {
  if (base === "/") return html;
  return html.replace(/<[a-z][^>]*>/gi, (tag) => tag.replace(/\s(href|src)="\/(?![/\\])/g, ` $1="${base}`));
}

/** "/" → index.html, "/sobre" → sobre.html: the clean-URL layout Netlify, Cloudflare and GitHub Pages all serve. */
export function htmlFileFor(route: string): string {
  return route === "/" ? "index.html" : `${route.slice(1)}.html`;
}

export async function writeOut(outDir: string, file: string, data: string | Buffer) {
  const target = join(outDir, file);
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, data);
}

/** Every page and every post to real HTML (plus the JSON the app fetches on client navigation). */
export async function prerenderAll({ server, content, template, modulePreloads, outDir, base, describeImage }: PrerenderInput) {
  const pagePayloads = new Map<string, PagePayload>();
  for (const page of content.pages) pagePayloads.set(page.slug, await buildPagePayload(page, content, describeImage));
  const postsById = new Map(content.posts.map((post) => [post.id, post]));
  const source = {
    loadPage: async (slug: string) => pagePayloads.get(slug) as PagePayload,
    loadPost: async (id: number): Promise<PostPayload | null> => {
      const post = postsById.get(id);
      if (!post) return null;
      const payload = await buildPostPayload(post, content.posts, describeImage);
      return { ...payload, post: { ...payload.post, html: withBasePath(payload.post.html, base) } };
    },
  };
  const routes = pageRouteEntries(content);
  const shareImage = shareImageWriter(outDir, describeImage);
  const render = (route: string) => server.renderPage(`http://localhost${base.replace(/\/$/, "")}${route}`, content.site, routes, source);

  for (const page of content.pages) {
    const payload = pagePayloads.get(page.slug) as PagePayload;
    const modules = modulePreloads(blockSources(payload.page.sections.map((block) => block.type)));
    await writeOut(outDir, pageDataPath(page.slug).slice(1), JSON.stringify({ ...payload, modules }));
    const head = await pageHead(page, content, shareImage);
    await writeOut(outDir, htmlFileFor(page.route), renderDocument(template, content.site, head, await render(page.route), modules));
  }

  for (const post of content.posts) {
    const route = `/blog/${post.id}`;
    const rendered = await render(route);
    await writeOut(outDir, postDataPath(post.id).slice(1), JSON.stringify({ ...(rendered.payload as object), modules: modulePreloads([POST_VIEW_SOURCE]) }));
    const head = await postHead(post, content, shareImage);
    await writeOut(outDir, htmlFileFor(route), renderDocument(template, content.site, head, rendered, modulePreloads([POST_VIEW_SOURCE])));
  }
  // The blog list's later pages and per-category pages, fetched by "Mostrar mais" and the filter.
  for (const [path, listPage] of await postListFiles(content.posts, describeImage)) await writeOut(outDir, path.slice(1), JSON.stringify(listPage));
  await writeOut(outDir, RSS_FEED_PATH.slice(1), rssFeed(content.site, content.posts));
  for (const [file, text] of Object.entries(siteFiles(content, base))) await writeOut(outDir, file, text);
  return { pages: content.pages.length, posts: content.posts.length };
}
