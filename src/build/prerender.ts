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
import { writePage } from "./island-props-files";
import { rssFeed } from "./rss-feed";
import { hostedSettings } from "../editor/node/hosted-settings";
import { audioOrigins, editorSecurityPolicy, headersFile } from "./security-headers";
import { siteFiles } from "./site-files";
import { churchHead, eventHead, pageContext, pageHead, postHead, sermonGroupHead, sermonHead } from "./page-heads";
import { buildEventPayload } from "./payloads/event-payloads";
import { eventRoute } from "../lib/calendar";
import { buildChurchPayload } from "./payloads/church-payloads";
import { buildSermonGroupPayloads, buildSermonPayload, seriesOrderFiles, sermonListFiles } from "./payloads/sermon-payloads";
import { sermonRoute } from "../engine/core/kinds/sermons-kind";
import { firstPicturePreload } from "../site/components/picture-preload";
import { churchRoute, mainChurch } from "../lib/churches";
import { shareImageWriter, type ShareImageWriter } from "./share-images";
import { outputWriter } from "./output-writer";
import { postPages, type PostPages } from "./post-pages";
import { pencilMap } from "./payloads/pencil-map";
import { PENCIL_MAP_PATH } from "../lib/edit-links";
import { siteSearch, type SiteSearch } from "./search/site-search";
import { writeIconSprite } from "./icon-sprite";

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
  /** dist/_headers, worked out (and held to the hosts' limits) before anything was written: siteHeaders. */
  headers: string;
  /** The podcast feeds' addresses: the sermons' (when it has episodes) and each series'. */
  podcastFeeds?: { main?: string; series: ReadonlyMap<string, string> };
}

/** What every page's frame shows: the site, the sede's times and address, the nav's width and the search button. */
export function pageFrame(content: SiteContent, search: SiteSearch | undefined, builtAt: Date) {
  return { site: content.site, mainChurch: mainChurch(content.churches), fullNavMinWidth: fullNavMinWidth(content.site), search: search?.control, builtAt };
}

/**
 * Each sermon's page, each series', preacher's and book's page, and the archive's list files (/data/mensagens/), which
 * "Mostrar mais mensagens" fetches. Returns the archive pages' routes, for the sitemap.
 */
async function writeSermonPages(input: PrerenderInput, podcast: string | undefined): Promise<string[]> {
  const { server, content, template, outDir, base, describeImage, podcastFeeds, builtAt } = input;
  const { site } = content;
  const output = outputWriter(outDir);
  const frame = pageFrame(content, siteSearch(content, server), builtAt);
  const shareImage = shareImageWriter(outDir, describeImage);
  for (const sermon of content.sermons) {
    const route = sermonRoute(sermon.slug);
    const payload = await buildSermonPayload(content, sermon, describeImage, podcast);
    const rendered = await server.renderPage({ kind: "sermon", payload }, { ...frame, path: route });
    const mediaOrigins = audioOrigins([sermon.audio]);
    await writePage(
      output,
      htmlFileFor(route),
      renderDocument(template, site, await sermonHead(payload, content, shareImage), rendered, { mediaOrigins }, base),
      base,
    );
  }
  const groups = await buildSermonGroupPayloads(content, describeImage, (slug) => podcastFeeds?.series.get(slug));
  for (const { route, payload } of groups) {
    const rendered = await server.renderPage({ kind: "sermon-group", payload }, { ...frame, path: route });
    await writePage(
      output,
      htmlFileFor(route),
      renderDocument(template, site, await sermonGroupHead(route, payload, content, shareImage), rendered, {}, base),
      base,
    );
  }
  for (const [path, page] of [...(await sermonListFiles(content, describeImage)), ...(await seriesOrderFiles(content, describeImage))])
    await output.write(path.slice(1), JSON.stringify(page));
  await output.flush();
  return groups.map((group) => group.route);
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
      ...content.events.map((event) => eventRoute(event.slug)),
    ],
    posts: content.posts.map((post) => post.id),
  };
}

/**
 * dist/_headers: the editor at /admin/ has its own policy, unless /admin/ is only the doorway to the editor's own
 * origin (SITE_EDITOR_URL: docs/site-editor.md). Throws HostLimitExceeded past what a host reads: the build asks
 * before it replaces the previous site (build-site.ts).
 */
export function siteHeaders(content: SiteContent, base: string): string {
  const admin = hostedSettings();
  const editorPolicy = admin.mode === "doorway" ? undefined : editorSecurityPolicy(admin.mode === "github" ? admin.authUrl : undefined);
  // The sermons' audio plays from where the church keeps it (the policy's media-src).
  const mediaOrigins = audioOrigins(content.sermons.map((sermon) => sermon.audio));
  return headersFile(content.site, { base, editorPolicy, mediaOrigins });
}

/**
 * Every post's page: its data and head made here, in the posts' order (their pictures and share images written here,
 * once), each page rendered and written by `pages`, in this thread or in worker threads (post-pages.ts).
 */
export async function writePostPages(input: PrerenderInput, shareImage: ShareImageWriter, pages: PostPages): Promise<void> {
  const { content, describeImage, base } = input;
  const blog = blogInfo(content);
  try {
    for (const post of content.posts) {
      const route = `/blog/${post.id}`;
      const payload = await buildPostPayload(post, content.posts, blog, describeImage, base);
      const head = await postHead(post, content, shareImage);
      await pages.render({ route, file: htmlFileFor(route), payload, head });
    }
  } catch (error) {
    await pages.finish().catch(() => undefined);
    throw error;
  }
  await pages.finish();
}

/** Every page, every post and the 404 page to complete HTML; the blog list's later pages as the JSON its island fetches. */
export async function prerenderAll(input: PrerenderInput) {
  const { server, serverUrl, content, template, outDir, base, describeImage, builtAt, blockTitles, headers, podcastFeeds } = input;
  const { site } = content;
  const search = siteSearch(content, server);
  const shareImage = shareImageWriter(outDir, describeImage);
  const addresses = siteAddresses(content, base);
  const frame = pageFrame(content, search, builtAt);
  // Files blocks add (the agenda's .ics): by path, so a block shown on two pages writes its file once.
  const outputs = new Map<string, string>();
  const output = outputWriter(outDir);

  // The sermons' podcast (podcast-feed.ts), when some sermon has audio whose figures were read.
  const podcast = podcastFeeds?.main;
  for (const page of content.pages) {
    const payload: PagePayload = await buildPagePayload(page, content, describeImage, server.collectionsOf, search?.listing, podcast);
    const rendered = await server.renderPage({ kind: "page", payload }, { ...frame, path: page.route });
    const { links, jsonLd } = server.blockHeads(payload, rendered.html, pageContext(page, content));
    const head = await pageHead(page, content, shareImage, jsonLd);
    const notFound = page.slug === NOT_FOUND_SLUG ? addresses : undefined;
    await writePage(output, htmlFileFor(page.route), renderDocument(template, site, head, rendered, { links, notFound }, base), base);
    for (const file of server.blockOutputs(payload, site, builtAt)) if (!outputs.has(file.path)) outputs.set(file.path, file.text);
  }
  for (const [path, text] of outputs) await output.write(path, text);

  // Each church is a page of its own, the sede like the others (docs/architecture.md, "Places and times").
  for (const church of content.churches) {
    const route = churchRoute(church.slug);
    const payload = await buildChurchPayload(church, content, describeImage);
    const rendered = await server.renderPage({ kind: "church", payload }, { ...frame, path: route });
    const head = await churchHead(church, content, shareImage);
    const links = church.photo ? firstPicturePreload(rendered.html) : [];
    await writePage(output, htmlFileFor(route), renderDocument(template, site, head, rendered, { links }, base), base);
  }

  // Each event is a page of its own, beside its .ics (only those the engine publishes: none over, none scheduled).
  for (const event of content.events) {
    const route = eventRoute(event.slug);
    const rendered = await server.renderPage({ kind: "event", payload: buildEventPayload(event, content) }, { ...frame, path: route });
    await writePage(output, htmlFileFor(route), renderDocument(template, site, await eventHead(event, content, shareImage), rendered, {}, base), base);
  }

  await writePostPages(input, shareImage, postPages(server, { serverUrl, template, ...frame, base, outDir }, content.posts.length));
  // The blog list's later pages and per-category pages, fetched by "Mostrar mais" and the filter.
  for (const [path, listPage] of await postListFiles(content.posts, describeImage)) await output.write(path.slice(1), JSON.stringify(listPage));
  await output.write(RSS_FEED_PATH.slice(1), rssFeed(site, content.posts, rssFeedInfo(content)));
  const archiveRoutes = await writeSermonPages(input, podcast);
  // The search index, from the very content these pages were rendered from (docs/architecture.md, "Search").
  for (const [path, text] of search?.files() ?? []) await output.write(path.slice(1), text);
  for (const [file, text] of Object.entries(siteFiles(content, base, archiveRoutes))) await output.write(file, text);
  // What each page is made of, for the pencils of a browser that has opened the editor (visitors never fetch it).
  const pencils = pencilMap(content, server.cardsOf, (type) => blockTitles[type] ?? type);
  await output.write(PENCIL_MAP_PATH.slice(1), JSON.stringify(pencils));
  await output.write("_headers", headers);
  await output.flush();
  // Last, once every page is written: the icons below each page's first screen, drawn once for the site.
  await writeIconSprite(outDir, base);
  return { pages: content.pages.length + content.churches.length + content.events.length, posts: content.posts.length };
}
