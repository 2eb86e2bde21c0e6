import { spawnSync } from "node:child_process";
import { readdir, rm, stat } from "node:fs/promises";
import { cpus, loadavg } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { bundleWeights, type BundleWeights } from "../src/build/bench/bundle-weights";
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
    quick: { type: "boolean" },
    runs: { type: "string" },
    "check-only": { type: "boolean" },
    "lighthouse-only": { type: "boolean" },
    routes: { type: "string" },
  },
});
const checkOnly = values["check-only"] ?? false;
// Lighthouse on the dist/ already built (no check or build timings): before/after comparisons of one change.
const lighthouseOnly = values["lighthouse-only"] ?? false;

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
const NO_WEIGHTS: BundleWeights = { reactChunk: NaN, reactChunkBefore: NaN, editorFirstLoad: NaN, editorAll: NaN };

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
  };
}

async function measureReal() {
  const realCopy = await copyProject(projectRoot);
  const real = await measure(projectRoot, realCopy, 20);
  await rm(realCopy, { recursive: true, force: true });
  return real;
}
type Measured = Awaited<ReturnType<typeof measureReal>>;

const seconds = (ms: number, digits: number) => (Number.isNaN(ms) ? "-" : `${(ms / 1000).toFixed(digits)} s`);
const size = (bytes: number) => (Number.isNaN(bytes) ? "-" : kb(bytes));
const rows: [string, (m: Measured) => string][] = [
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
if (lighthouseOnly) {
  // Nothing to print before the per-route tables.
} else if (extra > 0) {
  const real = await measureReal();
  const root = await copyProject(projectRoot, syntheticPosts(extra - 9, 1000));
  const scaled = await measure(root, root, 11 + extra);
  await rm(root, { recursive: true, force: true });
  console.log(`\n${"".padEnd(28)}${"9 artigos".padStart(14)}${`${extra} artigos`.padStart(16)}`);
  for (const [label, show] of rows) console.log(`${label.padEnd(28)}${show(real).padStart(14)}${show(scaled).padStart(16)}`);
} else {
  const real = await measureReal();
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
  const everyRoute = [...pages, ...(firstPost ? [`/blog/${firstPost.id}`] : []), "/404"];
  const chosen = values.routes?.split(",").map((route) => route.trim());
  const routes = chosen ? everyRoute.filter((route) => chosen.includes(route)) : everyRoute;
  const port = 4599;
  const server = await startStaticServer({ distDir: dist, port });
  const runs = Number(values.runs ?? 3);
  const load = () =>
    loadavg()
      .map((value) => value.toFixed(1))
      .join(" / ");
  console.log(`\nPor rota (Lighthouse mobile, mediana de ${runs}; o servidor aplica dist/_headers)`);
  console.log(`carga da máquina no início (1/5/15 min): ${load()} em ${cpus().length} núcleos`);
  // Lighthouse refuses to audit a page served with status 404, so the 404 row has sizes only.
  const audited = routes.filter((route) => route !== "/404");
  const figures = await lighthouseMedians(
    audited.map((route) => `http://127.0.0.1:${port}${route}`),
    runs,
  );
  console.log(`carga da máquina no fim: ${load()}`);
  const loads = await measureFirstLoads(dist, routes);
  const ms = (value: number | undefined) => (value === undefined || Number.isNaN(value) ? "-" : value.toFixed(0));
  console.log("\nrota              JS gz    CSS gz  req   HTML  HTML br   Perf  A11y  BP   SEO   FCP s  LCP s    TBT    CLS");
  for (const route of routes) {
    const first = loads.get(route) as FirstLoad;
    const lh = figures.get(`http://127.0.0.1:${port}${route}`);
    const cells = [
      route.padEnd(16),
      kb(first.jsGzip).padStart(8),
      kb(first.cssGzip).padStart(8),
      String(lh?.requests ?? "-").padStart(4),
      kb(first.htmlBytes).padStart(8),
      kb(first.htmlBrotli).padStart(8),
      ...[lh?.performance, lh?.accessibility, lh?.bestPractices, lh?.seo].map((v) => String(v ?? "-").padStart(5)),
      (lh ? (lh.fcpMs / 1000).toFixed(2) : "-").padStart(6),
      (lh ? (lh.lcpMs / 1000).toFixed(2) : "-").padStart(6),
      `${ms(lh?.tbtMs)} ms`.padStart(7),
      (lh ? lh.cls.toFixed(3) : "-").padStart(6),
    ];
    console.log(cells.join(" "));
  }
  // Where each LCP's time went (Lighthouse's simulated phases, of the median run) and which element it was.
  console.log("\nLCP por fase, em ms (TTFB, atraso até o pedido, download, atraso de renderização) e o elemento");
  console.log("rota               LCP   TTFB  atraso download render  elemento (seletor)");
  for (const route of audited) {
    const lh = figures.get(`http://127.0.0.1:${port}${route}`);
    const phases = lh?.lcpPhases;
    const cells = [
      route.padEnd(16),
      ms(lh?.lcpMs).padStart(5),
      ms(phases?.ttfb).padStart(6),
      ms(phases?.loadDelay).padStart(6),
      ms(phases?.loadTime).padStart(8),
      ms(phases?.renderDelay).padStart(6),
      ` ${lh?.lcpElement ?? "-"} (${lh?.lcpSelector ?? "-"})`,
    ];
    console.log(cells.join(" "));
  }
  server.close();
}
