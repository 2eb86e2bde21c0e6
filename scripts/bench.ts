import { readdir, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { bundleWeights, type BundleWeights } from "../src/build/bench/bundle-weights";
import { clearContentCaches, medianRun, runCommand, type CommandRun } from "../src/build/bench/command-runs";
import { measureEditorWeight } from "../src/build/bench/editor-weight";
import { kb, measureFirstLoads, type FirstLoad } from "../src/build/bench/first-load";
import { syntheticPosts } from "../src/build/synthetic-posts";
import { copyProject } from "../src/build/temp-project";
import { lighthouseMedians } from "../src/build/bench/lighthouse-run";
import { startStaticServer } from "../src/build/serve/static-server";
import { loadSiteContent } from "../src/engine/node/load-content";
import { NOT_FOUND_SLUG } from "../src/site/data/page-payload";

/** Prints the figures the project tracks (no pass/fail: timings on a shared machine are noisy). */
const projectRoot = fileURLToPath(new URL("..", import.meta.url));
const { values } = parseArgs({
  options: {
    posts: { type: "string" },
    repeat: { type: "string" },
    quick: { type: "boolean" },
    runs: { type: "string" },
    "check-only": { type: "boolean" },
    editor: { type: "boolean" },
  },
});
const checkOnly = values["check-only"] ?? false;
// --posts 1000,10000 adds a column per size; --repeat 3 prints each figure's median of three runs.
const sizes = (values.posts ?? "")
  .split(",")
  .map(Number)
  .filter((count) => count > 0);
const repeat = Math.max(1, Number(values.repeat ?? 1));
const kbOrDash = (bytes: number) => (Number.isNaN(bytes) ? "-" : kb(bytes));

// --editor: only the site editor's weight (its own build, a few seconds), e.g. before and after a change to it.
if (values.editor) {
  const editor = await measureEditorWeight(projectRoot);
  console.log(`\n${"editor /admin, ao abrir".padEnd(28)}${kbOrDash(editor.firstPaint).padStart(14)}`);
  console.log(`${"editor /admin, tudo".padEnd(28)}${kbOrDash(editor.all).padStart(14)}`);
  console.log(`\nAo abrir: ${editor.firstPaintFiles.join(", ")}`);
  process.exit(0);
}

async function largestHtml(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const sizes = await Promise.all(
    entries.filter((e) => e.isFile() && e.name.endsWith(".html")).map(async (e) => (await stat(join(e.parentPath, e.name))).size),
  );
  return Math.max(...sizes);
}

const NO_WEIGHTS: BundleWeights & { editorFirstLoad: number; editorAll: number } = {
  reactChunk: NaN,
  reactChunkBefore: NaN,
  editorFirstLoad: NaN,
  editorAll: NaN,
};
const NO_RUN: CommandRun = { wallMs: NaN, cpuMs: NaN, peakRssBytes: NaN };

/**
 * The check twice in a fresh copy: first with nothing cached (a new checkout, or a policy change: every
 * post body is compiled and goes through jsdom), then again as an editor's next run sees it (or a CI
 * runner that restored `.cache/`); then the build, whose own check finds the cache warm.
 */
async function measure(root: string, copy: string, htmlPages: number) {
  const runs = Array.from({ length: repeat }, () => ({ checkCold: NO_RUN, checkWarm: NO_RUN, build: NO_RUN, fullBuild: NO_RUN }));
  for (const run of runs) {
    await clearContentCaches(copy);
    run.checkCold = runCommand(copy, "scripts/check-content.ts");
    run.checkWarm = runCommand(copy, "scripts/check-content.ts");
    if (checkOnly) continue;
    // The site alone for the per-page figure; then again with the editor (dist/admin/), whose weight is printed apart.
    run.build = runCommand(root, "scripts/build.ts", ["--no-editor"]);
    run.fullBuild = runCommand(root, "scripts/build.ts");
  }
  const checks = { checkCold: medianRun(runs.map((run) => run.checkCold)), checkWarm: medianRun(runs.map((run) => run.checkWarm)) };
  if (checkOnly) return { ...checks, build: NO_RUN, fullBuild: NO_RUN, msPerPage: NaN, homeJs: NaN, blogJs: NaN, css: NaN, largest: NaN, ...NO_WEIGHTS };
  const build = medianRun(runs.map((run) => run.build));
  const dist = join(root, "dist");
  const loads = await measureFirstLoads(dist, ["/", "/blog"]);
  const home = loads.get("/") as FirstLoad;
  const blog = loads.get("/blog") as FirstLoad;
  const weights = await bundleWeights(dist);
  // What /admin/ loads before Decap shows anything, and all it may load later (from Vite's manifest).
  const editor = await measureEditorWeight(root);
  return {
    ...checks,
    build,
    fullBuild: medianRun(runs.map((run) => run.fullBuild)),
    msPerPage: build.wallMs / htmlPages,
    homeJs: home.jsGzip,
    blogJs: blog.jsGzip,
    css: home.cssGzip,
    largest: await largestHtml(dist),
    ...weights,
    editorFirstLoad: editor.firstPaint,
    editorAll: editor.all,
  };
}

type Measured = Awaited<ReturnType<typeof measure>>;
const columns: { title: string; posts: number; figures: Measured }[] = [];

const realCopy = await copyProject(projectRoot);
const realPosts = (await readdir(join(realCopy, "site-content", "posts"))).filter((name) => name.endsWith(".json")).length;
columns.push({ title: `${realPosts} artigos`, posts: realPosts, figures: await measure(projectRoot, realCopy, 20) });
await rm(realCopy, { recursive: true, force: true });
for (const posts of sizes) {
  const root = await copyProject(projectRoot, syntheticPosts(posts - realPosts, 1000));
  columns.push({ title: `${posts} artigos`, posts, figures: await measure(root, root, 11 + posts) });
  await rm(root, { recursive: true, force: true });
}

const seconds = (ms: number, digits: number) => (Number.isNaN(ms) ? "-" : `${(ms / 1000).toFixed(digits)} s`);
const size = kbOrDash;
const megabytes = (bytes: number) => (Number.isNaN(bytes) ? "-" : `${Math.round(bytes / 1048576)} MB`);
/** A command's three figures: time on the clock, CPU of all its threads, peak memory. */
const commandRows = (label: string, pick: (m: Measured) => CommandRun): [string, (m: Measured) => string][] => [
  [label, (m) => seconds(pick(m).wallMs, 2)],
  ["  CPU", (m) => seconds(pick(m).cpuMs, 1)],
  ["  pico de memória", (m) => megabytes(pick(m).peakRssBytes)],
];
const rows: [string, (m: Measured) => string][] = [
  ...commandRows("npm run check, sem cache", (m) => m.checkCold),
  ...commandRows("npm run check, de novo", (m) => m.checkWarm),
  ...commandRows("npm run build, só o site", (m) => m.build),
  ...commandRows("npm run build, com o editor", (m) => m.fullBuild),
  ["build por página", (m) => (Number.isNaN(m.msPerPage) ? "-" : `${m.msPerPage.toFixed(0)} ms`)],
  ["JS inicial de / (gzip)", (m) => size(m.homeJs)],
  ["JS inicial de /blog (gzip)", (m) => size(m.blogJs)],
  ["CSS inicial, inline (gzip)", (m) => size(m.css)],
  ["maior página HTML", (m) => size(m.largest)],
  ["React das ilhas (gzip)", (m) => size(m.reactChunk)],
  ["  com React 19.0.9 era", (m) => size(m.reactChunkBefore)],
  ["  diferença (19.3)", (m) => (Number.isNaN(m.reactChunk) ? "-" : `+${kb(m.reactChunk - m.reactChunkBefore)}`)],
  ["editor /admin, ao abrir", (m) => size(m.editorFirstLoad)],
  ["editor /admin, tudo", (m) => size(m.editorAll)],
];

// --check-only measures no build: its rows would be dashes.
if (checkOnly) rows.splice(6);

console.log(`\n${repeat > 1 ? `mediana de ${repeat} rodadas` : ""}`.padEnd(30) + columns.map((column) => column.title.padStart(16)).join(""));
for (const [label, show] of rows) console.log(label.padEnd(30) + columns.map((column) => show(column.figures).padStart(16)).join(""));

// How each command grows between the two largest sizes: 1 is in step with the posts, 2 would be quadratic.
const [smaller, larger] = columns.slice(-2);
if (sizes.length > 0 && smaller && larger) {
  const growth = (pick: (m: Measured) => CommandRun) => {
    const exponent = Math.log(pick(larger.figures).cpuMs / pick(smaller.figures).cpuMs) / Math.log(larger.posts / smaller.posts);
    return Number.isNaN(exponent) ? "-" : exponent.toFixed(2);
  };
  console.log(`\nCrescimento do CPU de ${smaller.title} para ${larger.title} (1 = proporcional aos artigos, 2 = quadrático):`);
  console.log(
    [
      `check sem cache ${growth((m) => m.checkCold)}`,
      `check de novo ${growth((m) => m.checkWarm)}`,
      ...(checkOnly ? [] : [`build ${growth((m) => m.build)}`]),
    ].join(", "),
  );
}

if (!values.quick && !checkOnly) {
  const dist = join(projectRoot, "dist");
  // Every page the content has, its first post and the 404 page: the figures follow the content.
  const loaded = await loadSiteContent(projectRoot);
  if (!loaded.ok) throw new Error("o conteúdo não passa em npm run check");
  const pages = loaded.content.pages.filter((page) => page.slug !== NOT_FOUND_SLUG).map((page) => page.route);
  const firstPost = loaded.content.posts[0];
  const routes = [...pages, ...(firstPost ? [`/blog/${firstPost.id}`] : []), "/404"];
  const port = 4599;
  const server = await startStaticServer({ distDir: dist, port });
  const runs = Number(values.runs ?? 3);
  console.log(`\nPor rota (Lighthouse mobile, mediana de ${runs}; o servidor aplica dist/_headers)`);
  console.log("rota              JS gz    CSS gz  req   HTML    Perf  A11y  BP   SEO   LCP      TBT    CLS");
  // Lighthouse refuses to audit a page served with status 404, so the 404 row has sizes only.
  const audited = routes.filter((route) => route !== "/404");
  const figures = await lighthouseMedians(
    audited.map((route) => `http://127.0.0.1:${port}${route}`),
    runs,
  );
  const loads = await measureFirstLoads(dist, routes);
  for (const route of routes) {
    const load = loads.get(route) as FirstLoad;
    const lh = figures.get(`http://127.0.0.1:${port}${route}`);
    const cells = [
      route.padEnd(16),
      kb(load.jsGzip).padStart(8),
      kb(load.cssGzip).padStart(8),
      String(lh?.requests ?? "-").padStart(4),
      kb(load.htmlBytes).padStart(8),
      ...[lh?.performance, lh?.accessibility, lh?.bestPractices, lh?.seo].map((v) => String(v ?? "-").padStart(5)),
      `${((lh?.lcpMs ?? 0) / 1000).toFixed(2)} s`.padStart(8),
      `${(lh?.tbtMs ?? 0).toFixed(0)} ms`.padStart(7),
      (lh?.cls ?? 0).toFixed(3).padStart(6),
    ];
    console.log(cells.join(" "));
  }
  server.close();
}
