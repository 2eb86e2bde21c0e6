import { spawnSync } from "node:child_process";
import { readdir, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { bundleWeights, type BundleWeights } from "../src/build/bench/bundle-weights";
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
  options: { posts: { type: "string" }, quick: { type: "boolean" }, runs: { type: "string" }, "check-only": { type: "boolean" }, editor: { type: "boolean" } },
});
const checkOnly = values["check-only"] ?? false;
const kbOrDash = (bytes: number) => (Number.isNaN(bytes) ? "-" : kb(bytes));

// --editor: only the site editor's weight (its own build, a few seconds), e.g. before and after a change to it.
if (values.editor) {
  const editor = await measureEditorWeight(projectRoot);
  console.log(`\n${"editor /admin, ao abrir".padEnd(28)}${kbOrDash(editor.firstPaint).padStart(14)}`);
  console.log(`${"editor /admin, tudo".padEnd(28)}${kbOrDash(editor.all).padStart(14)}`);
  console.log(`\nAo abrir: ${editor.firstPaintFiles.join(", ")}`);
  process.exit(0);
}

function timed(root: string, script: string, args: string[] = []): number {
  const started = performance.now();
  const result = spawnSync("npx", ["tsx", join(root, script), ...args], { cwd: root, stdio: ["ignore", "ignore", "inherit"] });
  if (result.status !== 0) throw new Error(`${script} falhou`);
  return performance.now() - started;
}

async function largestHtml(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const sizes = await Promise.all(
    entries.filter((e) => e.isFile() && e.name.endsWith(".html")).map(async (e) => (await stat(join(e.parentPath, e.name))).size),
  );
  return Math.max(...sizes);
}

/**
 * The check twice in a fresh copy: first with no sanitised post cached (a new checkout, or a policy
 * change: every post body goes through jsdom), then again as an editor's next run sees it.
 */
const NO_WEIGHTS: BundleWeights & { editorFirstLoad: number; editorAll: number } = {
  reactChunk: NaN,
  reactChunkBefore: NaN,
  editorFirstLoad: NaN,
  editorAll: NaN,
};

function checkTimes(copy: string) {
  return { checkColdMs: timed(copy, "scripts/check-content.ts"), checkWarmMs: timed(copy, "scripts/check-content.ts") };
}

async function measure(root: string, copy: string, htmlPages: number) {
  const checks = checkTimes(copy);
  if (checkOnly) return { ...checks, buildMs: NaN, fullBuildMs: NaN, msPerPage: NaN, homeJs: NaN, blogJs: NaN, css: NaN, largest: NaN, ...NO_WEIGHTS };
  // The site alone for the per-page figure; then again with the editor (dist/admin/), whose weight is printed apart.
  const buildMs = timed(root, "scripts/build.ts", ["--no-editor"]);
  const fullBuildMs = timed(root, "scripts/build.ts");
  const dist = join(root, "dist");
  const loads = await measureFirstLoads(dist, ["/", "/blog"]);
  const home = loads.get("/") as FirstLoad;
  const blog = loads.get("/blog") as FirstLoad;
  const weights = await bundleWeights(dist);
  // What /admin/ loads before Decap shows anything, and all it may load later (from Vite's manifest).
  const editor = await measureEditorWeight(root);
  return {
    ...checks,
    buildMs,
    fullBuildMs,
    msPerPage: buildMs / htmlPages,
    homeJs: home.jsGzip,
    blogJs: blog.jsGzip,
    css: home.cssGzip,
    largest: await largestHtml(dist),
    ...weights,
    editorFirstLoad: editor.firstPaint,
    editorAll: editor.all,
  };
}

const realCopy = await copyProject(projectRoot);
const real = await measure(projectRoot, realCopy, 20);
await rm(realCopy, { recursive: true, force: true });
const seconds = (ms: number, digits: number) => (Number.isNaN(ms) ? "-" : `${(ms / 1000).toFixed(digits)} s`);
const size = kbOrDash;
const rows: [string, (m: typeof real) => string][] = [
  ["npm run check, sem cache", (m) => seconds(m.checkColdMs, 2)],
  ["npm run check, de novo", (m) => seconds(m.checkWarmMs, 2)],
  ["npm run build, só o site", (m) => seconds(m.buildMs, 1)],
  ["npm run build, com o editor", (m) => seconds(m.fullBuildMs, 1)],
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
if (checkOnly) rows.splice(2);

const extra = Number(values.posts ?? 0);
if (extra > 0) {
  const root = await copyProject(projectRoot, syntheticPosts(extra - 9, 1000));
  const scaled = await measure(root, root, 11 + extra);
  await rm(root, { recursive: true, force: true });
  console.log(`\n${"".padEnd(28)}${"9 artigos".padStart(14)}${`${extra} artigos`.padStart(16)}`);
  for (const [label, show] of rows) console.log(`${label.padEnd(28)}${show(real).padStart(14)}${show(scaled).padStart(16)}`);
} else {
  console.log("");
  for (const [label, show] of rows) console.log(`${label.padEnd(28)}${show(real).padStart(14)}`);
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
