import { readFile, rename, rm } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { build as viteBuild } from "vite";
import type { ImageInfo } from "../site/data/image-info";
import type * as EntryServer from "../site/entry-server";
import { checkProject } from "./check-project";
import { contentFolder } from "../engine/node/content-folder";
import { formatProblem } from "../engine/core/format/format-problem";
import { writeImageVariants } from "../engine/node/image-variants-build";
import { publishedImages } from "../engine/core/rules/image-references";
import { readImageIndex } from "../engine/node/read-content";
import { prepareTemplate } from "./page-template";
import { publishFonts } from "./fonts/font-faces";
import { buildStamp } from "./build-stamp";
import { prerenderAll, siteHeaders, type PrerenderInput } from "./prerender";
import { podcastFeeds } from "./podcast-feed";
import { figuresFileText, figuresOfContent, PUBLISHED_FIGURES_PATH } from "../engine/node/audio/figures-file";
import { outputWriter } from "./output-writer";
import { siteWithPageMark } from "./brand-mark";
import { listBlocks } from "../engine/node/generate/block-catalogue";
import { loadSchemaSet } from "../engine/node/schema-registry";

export interface BuildOptions {
  root: string;
  outDir?: string;
  /** Public base path, "/" or "/repo/" for GitHub Pages project sites. */
  base?: string;
  quiet?: boolean;
  /** The instant the build publishes for (what is due, what is over); SOURCE_DATE_EPOCH or the clock when not given. */
  builtAt?: Date;
}

export class ContentRejected extends Error {
  constructor(public readonly lines: string[]) {
    super(lines.join("\n"));
  }
}

/** The client build into `outDir`, the server entry into `ssrOutDir`, which the pre-render then imports. */
async function bundle(root: string, outDir: string, ssrOutDir: string, base: string, quiet: boolean) {
  const common = {
    configFile: join(root, "vite.config.ts"),
    configLoader: "runner" as const,
    root,
    base,
    logLevel: quiet ? ("error" as const) : ("warn" as const),
  };
  process.env.SITE_BASE = base;
  await viteBuild({ ...common, build: { outDir, emptyOutDir: true } });
  // One file: the import below is cache-busted per build, and a split chunk importing the entry back
  // would load a second copy of it (two React contexts, "useSite must be used inside <SiteProvider>").
  // Islands' dynamic imports are inlined into it too.
  await viteBuild({
    ...common,
    publicDir: false,
    build: { ssr: "src/site/entry-server.tsx", outDir: ssrOutDir, emptyOutDir: true, rolldownOptions: { output: { codeSplitting: false } } },
  });
  const serverUrl = `${pathToFileURL(join(ssrOutDir, "entry-server.js")).href}?t=${Date.now()}`;
  return { server: (await import(serverUrl)) as typeof EntryServer, serverUrl };
}

/** The whole build: check content, bundle, write images, pre-render every page. Refuses bad content. */
export async function buildSite(options: BuildOptions) {
  const { images, ...input } = await prepareBuild(options);
  const rendered = await prerenderAll(input);
  return { ...rendered, images: images() };
}

/**
 * vite.config.ts reads the base from SITE_BASE (the bundling is the only reader); it is put back afterwards so a base-path build inside a test or the
 * benchmark does not follow the next build in the same process. (NODE_ENV, which Vite's build sets to production,
 * stays: React is already loaded in that mode for the pre-render.)
 */
async function withSiteBase<T>(work: () => Promise<T>): Promise<T> {
  const previousBase = process.env.SITE_BASE;
  try {
    return await work();
  } finally {
    if (previousBase === undefined) delete process.env.SITE_BASE;
    else process.env.SITE_BASE = previousBase;
  }
}

/**
 * The Vite builds need nothing the check works out (they read code, and copy the static folder as it is),
 * so they run while the content is checked (their bundler works in its own threads), into a folder beside
 * the output: only content the check accepts replaces what a host would publish, and refused content
 * leaves the previous build as it was.
 */
async function checkWhileBundling(root: string, outDir: string, base: string, quiet: boolean, builtAt: Date) {
  const staging = join(dirname(outDir), `.${basename(outDir)}-building`);
  await rm(staging, { recursive: true, force: true });
  const bundled = bundle(root, staging, join(root, ".cache", `ssr-${basename(outDir)}`), base, quiet);
  // Handled at once: a bundling failure must not count as unhandled while the check is still running.
  bundled.catch(() => undefined);
  try {
    // The very check `npm run check` runs (content, generated types, block catalogue): a deploy refuses what CI refuses.
    const loaded = await checkProject(root, { now: builtAt });
    if (!loaded.ok) throw new ContentRejected(loaded.problems.map(formatProblem));
    // The hosts' rules, refused here when a host could not read them whole, so the previous site stays as it was.
    const headers = siteHeaders(loaded.content, base);
    const built = await bundled;
    await rm(outDir, { recursive: true, force: true });
    await rename(staging, outDir);
    return { content: loaded.content, headers, ...built };
  } catch (error) {
    // Vite may still be writing into the folder: let it finish before removing it.
    await bundled.catch(() => undefined);
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
}

/** What the pre-render starts from, and how many pictures the build has published so far. */
export interface PreparedBuild extends PrerenderInput {
  images: () => number;
}

/**
 * Everything but the pages: the content checked (while the code is bundled), the template with its fonts, every
 * picture the content shows, the podcast feeds. A test renders some of the pages from it (new-block-and-many-posts.test.ts).
 */
export function prepareBuild(options: BuildOptions): Promise<PreparedBuild> {
  return withSiteBase(() => prepareBuildIn(options));
}

async function prepareBuildIn({ root, outDir = join(root, "dist"), base = "/", quiet = false, builtAt = buildStamp() }: BuildOptions): Promise<PreparedBuild> {
  // One instant for the whole build: it publishes what is due and not over by then, and its .ics files say so.
  const { content, headers, server, serverUrl } = await checkWhileBundling(root, outDir, base, quiet, builtAt);
  const bundledTemplate = await readFile(join(outDir, "index.html"), "utf8");
  // The tab icon as the site publishes it (the static folder, copied by Vite), inside the pages when it is small.
  const iconSvg = await readFile(join(outDir, "favicon.svg"), "utf8").catch(() => undefined);
  const template = prepareTemplate(bundledTemplate, await publishFonts(root, outDir, base, content.site.theme.fonts), iconSvg);

  const imageCache = new Map<string, Promise<ImageInfo>>();
  const describeImage = (src: string) => {
    if (!imageCache.has(src)) {
      imageCache.set(src, writeImageVariants({ sourceFile: join(root, contentFolder(root), src), src, outDir, cacheDir: join(root, ".cache", "images") }));
    }
    return imageCache.get(src) as Promise<ImageInfo>;
  };
  // Every picture the content shows or links to, the check having accepted each (image-references.ts),
  // not only those a page's data happens to describe: what the check accepts, the build publishes.
  await Promise.all(publishedImages(content, await readImageIndex(root)).map(describeImage));

  // The pages carry an SVG mark inside them (brand-mark.ts): what they render is site.json with that mark.
  const site = await siteWithPageMark(content.site, join(root, contentFolder(root)));
  const blockTitles = Object.fromEntries(listBlocks((await loadSchemaSet(root)).index).map((block) => [block.type, block.title]));
  // The podcasts: from the sermons whose audio figures the check read, with artwork cut from the content's pictures.
  const feeds = await podcastFeeds(content, outDir);
  const feedOutput = outputWriter(outDir);
  for (const [path, text] of feeds.files) await feedOutput.write(path.slice(1), text);
  // The figures the check read, for the next build on any host to reuse from the live site (src/engine/node/audio/).
  const audioFigures = figuresOfContent(content);
  if (audioFigures.length > 0) await feedOutput.write(PUBLISHED_FIGURES_PATH.slice(1), figuresFileText(audioFigures));
  await feedOutput.flush();
  return {
    server,
    serverUrl,
    content: { ...content, site },
    template,
    outDir,
    base,
    describeImage,
    builtAt,
    blockTitles,
    headers,
    podcastFeeds: { ...(feeds.main ? { main: feeds.main } : {}), series: feeds.series },
    images: () => imageCache.size,
  };
}
