import { readdir } from "node:fs/promises";
import type { ImageInfo } from "../site/data/image-info";
import { NOT_FOUND_SLUG, type PagePayload } from "../site/data/page-payload";
import type * as EntryServer from "../site/entry-server";
import { fullNavMinWidth } from "../site/app/layout/nav-fit";
import type { SiteAddresses } from "../lib/site-addresses";
import { blogInfo, buildPagePayload } from "./payloads/page-payloads";
import { buildPostPayload } from "./payloads/post-payloads";
import { postListFiles } from "./payloads/post-lists";
import type { SiteContent } from "../engine/core/kinds/types";
import { RSS_FEED_PATH, rssFeedInfo } from "./feed-info";
import { renderDocument } from "./render-document";
import { rssFeed } from "./rss-feed";
import { editorAuthUrl } from "../editor/node/hosted-settings";
import { headersFile } from "./security-headers";
import { siteFiles } from "./site-files";
import { churchHead, pageContext, pageHead, postHead } from "./page-heads";
import { buildChurchPayload } from "./payloads/church-payloads";
import { firstPicturePreload } from "../site/components/picture-preload";
import { churchRoute, mainChurch } from "../lib/churches";
import { shareImageWriter } from "./share-images";
import { outputWriter } from "./output-writer";
import { postPages } from "./post-pages";
import { pencilMap } from "./payloads/pencil-map";
import { PENCIL_MAP_PATH } from "../lib/edit-links";
import { siteSearch } from "./search/site-search";

export interface PrerenderInput {
  server: typeof EntryServer;
  /** Where `server` was imported from, for worker threads to import it too. */
  serverUrl: string;
  content: SiteContent;
  template: string;
  outDir: string;
  base: string;
  describeImage: (src: string) => Promise<ImageInfo>;
  /** When the build ran (buildStamp): the content was read for that instant. */
  builtAt: Date;
  /** Each block type's name for editors (its schema's title), for the pencils' labels. */
  blockTitles: Readonly<Record<string, string>>;
}

/** "/" → index.html, "/sobre" → sobre.html: the clean-URL layout Netlify, Cloudflare and GitHub Pages all serve. */
export function htmlFileFor(route: string): string {
  return route === "/" ? "index.html" : `${route.slice(1)}.html`;
}

/** What the 404 page's script needs to send other spellings and bad post ids to the right page (src/site/browser/not-found.ts). */
export function siteAddresses(content: SiteContent, base: string): SiteAddresses {
  return {
    base: base.replace(/\/$/, ""),
    routes: [
      ...content.pages.filter((page) => page.slug !== NOT_FOUND_SLUG).map((page) => page.route),
      ...content.churches.map((church) => churchRoute(church.slug)),
    ],
    posts: content.posts.map((post) => post.id),
  };
}

/** Every page, every post and the 404 page to complete HTML; the blog list's later pages as the JSON its island fetches. */
export async function prerenderAll({ server, serverUrl, content, template, outDir, base, describeImage, builtAt, blockTitles }: PrerenderInput) {
  const { site } = content;
  const search = siteSearch(content, server);
  const navMinWidth = fullNavMinWidth(site);
  const shareImage = shareImageWriter(outDir, describeImage);
  const addresses = siteAddresses(content, base);
  const frame = { site, mainChurch: mainChurch(content.churches), fullNavMinWidth: navMinWidth, search: search?.control };
  // Files blocks add (the agenda's .ics): by path, so a block shown on two pages writes its file once.
  const outputs = new Map<string, string>();
  const output = outputWriter(outDir);

  for (const page of content.pages) {
    const payload: PagePayload = await buildPagePayload(page, content, describeImage, server.collectionsOf, search?.listing);
    const rendered = await server.renderPage({ kind: "page", payload }, { ...frame, path: page.route });
    const { links, jsonLd } = server.blockHeads(payload, rendered.html, pageContext(page, content));
    const head = await pageHead(page, content, shareImage, jsonLd);
    const notFound = page.slug === NOT_FOUND_SLUG ? addresses : undefined;
    await output.write(htmlFileFor(page.route), renderDocument(template, site, head, rendered, { links, notFound }, base));
    for (const file of server.blockOutputs(payload, site, builtAt)) if (!outputs.has(file.path)) outputs.set(file.path, file.text);
  }
  for (const [path, text] of outputs) await output.write(path, text);

  // Each church is a page of its own, the sede like the others (docs/architecture.md, "Places and times").
  for (const church of content.churches) {
    const route = churchRoute(church.slug);
    const payload = await buildChurchPayload(church, content, describeImage);
    const rendered = await server.renderPage({ kind: "church", payload }, { ...frame, path: route });
    const head = await churchHead(church, content, shareImage);
    await output.write(
      htmlFileFor(route),
      renderDocument(template, site, head, rendered, { links: church.photo ? firstPicturePreload(rendered.html) : [] }, base),
    );
  }

  const blog = blogInfo(content);
  const posts = postPages(server, { serverUrl, template, ...frame, base, outDir }, content.posts.length);
  try {
    for (const post of content.posts) {
      const route = `/blog/${post.id}`;
      const payload = await buildPostPayload(post, content.posts, blog, describeImage, base);
      const head = await postHead(post, content, shareImage);
      await posts.render({ route, file: htmlFileFor(route), payload, head });
    }
  } catch (error) {
    await posts.finish().catch(() => undefined);
    throw error;
  }
  await posts.finish();
  // The blog list's later pages and per-category pages, fetched by "Mostrar mais" and the filter.
  for (const [path, listPage] of await postListFiles(content.posts, describeImage)) await output.write(path.slice(1), JSON.stringify(listPage));
  await output.write(RSS_FEED_PATH.slice(1), rssFeed(site, content.posts, rssFeedInfo(content)));
  // The search index, from the very content these pages were rendered from (docs/architecture.md, "Search").
  for (const [path, text] of search?.files() ?? []) await output.write(path.slice(1), text);
  for (const [file, text] of Object.entries(siteFiles(content, base))) await output.write(file, text);
  // What each page is made of, for the pencils of a browser that has opened the editor (visitors never fetch it).
  const pencils = pencilMap(content, server.cardsOf, (type) => blockTitles[type] ?? type);
  await output.write(PENCIL_MAP_PATH.slice(1), JSON.stringify(pencils));
  // Last: its rules name every top-level file and folder the site has (security-headers.ts says why).
  await output.flush();
  const siteEntries = (await readdir(outDir, { withFileTypes: true }))
    .filter((entry) => entry.name !== "admin" && entry.name !== "_headers")
    .map((entry) => ({ name: entry.name, folder: entry.isDirectory() }));
  await output.write("_headers", headersFile(site, { base, siteEntries, editorAuthUrl: editorAuthUrl() }));
  await output.flush();
  return { pages: content.pages.length + content.churches.length, posts: content.posts.length };
}
