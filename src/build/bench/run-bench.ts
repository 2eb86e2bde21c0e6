import { existsSync } from "node:fs";
import { readdir, readFile, rm, stat } from "node:fs/promises";
import { gzipSync } from "node:zlib";
import { cpus, loadavg } from "node:os";
import { join } from "node:path";
import { readCommandOptions, readWholeNumber } from "../../engine/node/command-options";
import { loadSiteContent } from "../../engine/node/load-content";
import { NOT_FOUND_SLUG } from "../../site/data/page-payload";
import { eventRoute } from "../../lib/calendar";
import { churchRoute, mainChurch } from "../../lib/churches";
import { sermonRoute } from "../../engine/core/kinds/sermons-kind";
import { startStaticServer } from "../serve/static-server";
import { syntheticPosts } from "../synthetic-posts";
import { copyProject } from "../temp-project";
import { bundleWeights, type BundleWeights } from "./bundle-weights";
import { clearContentCaches, medianRun, runCommand, type CommandRun } from "./command-runs";
import { measureEditorWeight } from "./editor-weight";
import { kb, measureFirstLoads, type FirstLoad } from "./first-load";
import { buildBusyAgenda, BUSY_MONTH_EVENTS } from "./busy-agenda";
import { windowVerdict } from "./first-window";
import { lighthouseMedians } from "./lighthouse-run";
import { BenchFailure, benchProblem, portOf, type BenchProblem } from "./bench-problems";
import { runSearchBench } from "./search-bench";
import { printSermonFigures } from "./sermons-bench";
import { folderBytes, OWN_INDEX_FOLDER } from "./search-pages";
import { CLOUDFLARE_HEADER_RULES, headerRuleCount } from "../host-limits";

/** What `npm run bench` was asked for (its options are listed in docs/commands.md). */
export interface BenchOptions {
  /** Extra columns of synthetic posts (--posts 1000,10000). */
  sizes: number[];
  /** Each figure the median of this many runs (--repeat 3). */
  repeat: number;
  checkOnly: boolean;
  /** No Lighthouse (--quick). */
  quick: boolean;
  /** Lighthouse on the dist/ already built, no check or build timings: before/after one change. */
  lighthouseOnly: boolean;
  /** Only the site editor's weight (its own build, a few seconds). */
  editorOnly: boolean;
  /** Lighthouse runs per route (their median is printed). */
  runs: number;
  /** Only these routes (--routes /,/agenda). */
  routes?: string[];
  /** This site's search beside Pagefind's, on today's content and the --posts sizes (1,000 when none). */
  search: boolean;
  /** Only the sermons at scale: the check, the build, /mensagens and the podcast with this many sermons (--sermons 1000). */
  sermons?: number;
}

export function parseBenchArgs(args: string[]): BenchOptions {
  const { values } = readCommandOptions(
    "uso: npm run bench -- [--posts 1000,10000] [--repeat N] [--quick] [--check-only] [--editor] [--lighthouse-only] [--runs N] [--routes /,/agenda] [--search] [--sermons 1000]",
    {
      posts: { type: "string" },
      sermons: { type: "string" },
      repeat: { type: "string" },
      quick: { type: "boolean" },
      runs: { type: "string" },
      "check-only": { type: "boolean" },
      editor: { type: "boolean" },
      "lighthouse-only": { type: "boolean" },
      routes: { type: "string" },
      search: { type: "boolean" },
    },
    { args },
  );
  return {
    sizes: values.posts === undefined ? [] : values.posts.split(",").map((count) => readWholeNumber(count.trim(), 1000, "--posts")),
    repeat: readWholeNumber(values.repeat, 1, "--repeat"),
    checkOnly: values["check-only"] ?? false,
    quick: values.quick ?? false,
    lighthouseOnly: values["lighthouse-only"] ?? false,
    editorOnly: values.editor ?? false,
    runs: readWholeNumber(values.runs, 3, "--runs"),
    routes: values.routes?.split(",").map((route) => route.trim()),
    search: values.search ?? false,
    ...(values.sermons === undefined ? {} : { sermons: readWholeNumber(values.sermons, 1000, "--sermons") }),
  };
}

const kbOrDash = (bytes: number) => (Number.isNaN(bytes) ? "-" : kb(bytes));

/**
 * Prints the figures the project tracks (no pass/fail: timings on a shared machine are noisy) and returns what it
 * could not measure. A part that fails is a problem, not the end: what was measured before it is still printed.
 */
export async function runBench(projectRoot: string, options: BenchOptions): Promise<BenchProblem[]> {
  const problems: BenchProblem[] = [];
  const part = async (where: string, retry: string, measure: () => Promise<void>) => {
    try {
      await measure();
    } catch (error) {
      problems.push(benchProblem(where, error, retry));
    }
  };
  if (options.editorOnly) {
    await part("o peso do editor", "npm run bench -- --editor", () => printEditorWeight(projectRoot));
    return problems;
  }
  if (options.sermons !== undefined) {
    const count = options.sermons;
    await part("as mensagens em escala", `npm run bench -- --sermons ${count}`, () => printSermonFigures(projectRoot, count));
    return problems;
  }
  if (options.search) {
    await part("a busca", "npm run bench -- --search", () => runSearchBench(projectRoot, options.sizes));
    return problems;
  }
  if (!options.lighthouseOnly) await part("check e build", "npm run bench -- --quick", () => printCommandFigures(projectRoot, options, problems));
  if (!options.quick && !options.checkOnly) {
    await part("as rotas", "npm run bench -- --lighthouse-only", () => printRouteFigures(projectRoot, options, problems));
  }
  return problems;
}

async function printEditorWeight(projectRoot: string) {
  const editor = await measureEditorWeight(projectRoot);
  console.log(`\n${"editor /admin, ao abrir".padEnd(28)}${kbOrDash(editor.firstPaint).padStart(14)}`);
  console.log(`${"editor /admin, tudo".padEnd(28)}${kbOrDash(editor.all).padStart(14)}`);
  console.log(`\nAo abrir: ${editor.firstPaintFiles.join(", ")}`);
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
const NO_LOAD: FirstLoad = {
  jsGzip: NaN,
  cssGzip: NaN,
  jsFiles: NaN,
  htmlBytes: NaN,
  headerBytes: NaN,
  host: { brotli: NaN, gzip: NaN, heavier: NaN, firstScreen: NaN },
};
const NO_SEARCH = { searchIndex: NaN, searchPart: NaN, searchParts: NaN };

/** The search index the build wrote: all of it, its largest part (what one query's word may fetch), how many parts. */
async function searchIndexFigures(dist: string) {
  const folder = join(dist, OWN_INDEX_FOLDER);
  const versions = (await readdir(folder, { withFileTypes: true }).catch(() => [])).filter((entry) => entry.isDirectory());
  const parts = versions.length > 0 ? (await readdir(join(folder, versions[0]?.name ?? ""))).filter((name) => /^p\d+\.json$/.test(name)) : [];
  const partSizes = await Promise.all(parts.map(async (name) => gzipSync(await readFile(join(folder, versions[0]?.name ?? "", name))).length));
  return {
    searchIndex: parts.length > 0 ? await folderBytes(dist, OWN_INDEX_FOLDER) : NaN,
    searchPart: partSizes.length > 0 ? Math.max(...partSizes) : NaN,
    searchParts: parts.length || NaN,
  };
}

/**
 * The check twice in a fresh copy: first with nothing cached (a new checkout, or a policy change: every
 * post body is compiled and goes through jsdom), then again as an editor's next run sees it (or a CI
 * runner that restored `.cache/`); then the build, whose own check finds the cache warm.
 */
async function measure(
  root: string,
  copy: string,
  htmlPages: number,
  { repeat, checkOnly }: Pick<BenchOptions, "repeat" | "checkOnly">,
  problems: BenchProblem[],
) {
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
  if (checkOnly)
    return {
      ...checks,
      build: NO_RUN,
      fullBuild: NO_RUN,
      msPerPage: NaN,
      homeJs: NaN,
      blogJs: NaN,
      css: NaN,
      largest: NaN,
      headerRules: NaN,
      ...NO_SEARCH,
      ...NO_WEIGHTS,
    };
  const build = medianRun(runs.map((run) => run.build));
  const dist = join(root, "dist");
  const { loads, problems: loadProblems } = await measureFirstLoads(dist, ["/", "/blog"]);
  problems.push(...loadProblems);
  const home = loads.get("/") ?? NO_LOAD;
  const blog = loads.get("/blog") ?? NO_LOAD;
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
    // The host's rules, which must not grow with the pages (src/build/host-limits.ts).
    headerRules: headerRuleCount(await readFile(join(dist, "_headers"), "utf8")),
    ...(await searchIndexFigures(dist)),
    ...weights,
    editorFirstLoad: editor.firstPaint,
    editorAll: editor.all,
  };
}

type Measured = Awaited<ReturnType<typeof measure>>;

const seconds = (ms: number, digits: number) => (Number.isNaN(ms) ? "-" : `${(ms / 1000).toFixed(digits)} s`);
const size = kbOrDash;
const megabytes = (bytes: number) => (Number.isNaN(bytes) ? "-" : `${Math.round(bytes / 1048576)} MB`);
/** A command's three figures: time on the clock, CPU of all its threads, peak memory. */
const commandRows = (label: string, pick: (m: Measured) => CommandRun): [string, (m: Measured) => string][] => [
  [label, (m) => seconds(pick(m).wallMs, 2)],
  ["  CPU", (m) => seconds(pick(m).cpuMs, 1)],
  ["  pico de memória", (m) => megabytes(pick(m).peakRssBytes)],
];
const ROWS: [string, (m: Measured) => string][] = [
  ...commandRows("npm run check, sem cache", (m) => m.checkCold),
  ...commandRows("npm run check, de novo", (m) => m.checkWarm),
  ...commandRows("npm run build, só o site", (m) => m.build),
  ...commandRows("npm run build, com o editor", (m) => m.fullBuild),
  ["build por página", (m) => (Number.isNaN(m.msPerPage) ? "-" : `${m.msPerPage.toFixed(0)} ms`)],
  ["JS inicial de / (gzip)", (m) => size(m.homeJs)],
  ["JS inicial de /blog (gzip)", (m) => size(m.blogJs)],
  ["CSS inicial, inline (gzip)", (m) => size(m.css)],
  ["maior página HTML", (m) => size(m.largest)],
  [`regras do _headers (máx. ${CLOUDFLARE_HEADER_RULES})`, (m) => (Number.isNaN(m.headerRules) ? "-" : String(m.headerRules))],
  ["índice de busca, tudo (gzip)", (m) => size(m.searchIndex)],
  ["  partes / maior (gzip)", (m) => (Number.isNaN(m.searchParts) ? "-" : `${m.searchParts} / ${kb(m.searchPart)}`)],
  ["React das ilhas (gzip)", (m) => size(m.reactChunk)],
  ["  com React 19.0.9 era", (m) => size(m.reactChunkBefore)],
  ["  diferença (19.3)", (m) => (Number.isNaN(m.reactChunk) ? "-" : `+${kb(m.reactChunk - m.reactChunkBefore)}`)],
  ["editor /admin, ao abrir", (m) => size(m.editorFirstLoad)],
  ["editor /admin, tudo", (m) => size(m.editorAll)],
];

/**
 * The check and the build on this content and on each size of synthetic posts, one column each. A size that fails
 * ends the columns (the larger ones would fail the same way): the table shows those measured before it.
 */
async function printCommandFigures(projectRoot: string, options: BenchOptions, problems: BenchProblem[]) {
  const columns: { title: string; posts: number; figures: Measured }[] = [];
  const realCopy = await copyProject(projectRoot);
  const realPosts = (await readdir(join(realCopy, "site-content", "posts"))).filter((name) => name.endsWith(".json")).length;
  try {
    for (let at = 0; at <= options.sizes.length; at++) {
      const posts = at === 0 ? realPosts : (options.sizes[at - 1] as number);
      const title = `${posts} artigos`;
      try {
        const root = at === 0 ? projectRoot : await copyProject(projectRoot, syntheticPosts(posts - realPosts, 1000));
        try {
          columns.push({ title, posts, figures: await measure(root, at === 0 ? realCopy : root, at === 0 ? 20 : 11 + posts, options, problems) });
        } finally {
          if (root !== projectRoot) await rm(root, { recursive: true, force: true });
        }
      } catch (error) {
        problems.push(benchProblem(`check e build com ${title}`, error, `npm run bench -- --quick${at === 0 ? "" : ` --posts ${posts}`}`));
        break;
      }
    }
  } finally {
    await rm(realCopy, { recursive: true, force: true });
  }
  if (columns.length === 0) return;

  // --check-only measures no build: its rows would be dashes.
  const rows = options.checkOnly ? ROWS.slice(0, 6) : ROWS;
  const heading = options.repeat > 1 ? `mediana de ${options.repeat} rodadas` : "";
  console.log(`\n${heading}`.padEnd(30) + columns.map((column) => column.title.padStart(16)).join(""));
  for (const [label, show] of rows) console.log(label.padEnd(30) + columns.map((column) => show(column.figures).padStart(16)).join(""));

  // How each command grows between the two largest sizes: 1 is in step with the posts, 2 would be quadratic.
  const [smaller, larger] = columns.slice(-2);
  if (options.sizes.length > 0 && smaller && larger) {
    const growth = (pick: (m: Measured) => CommandRun) => {
      const exponent = Math.log(pick(larger.figures).cpuMs / pick(smaller.figures).cpuMs) / Math.log(larger.posts / smaller.posts);
      return Number.isNaN(exponent) ? "-" : exponent.toFixed(2);
    };
    console.log(`\nCrescimento do CPU de ${smaller.title} para ${larger.title} (1 = proporcional aos artigos, 2 = quadrático):`);
    console.log(
      [
        `check sem cache ${growth((m) => m.checkCold)}`,
        `check de novo ${growth((m) => m.checkWarm)}`,
        ...(options.checkOnly ? [] : [`build ${growth((m) => m.build)}`]),
      ].join(", "),
    );
  }
}

/** Lighthouse (mobile, median of runs) and first-load sizes for every route the content has, a page of each collection and the 404. */
async function printRouteFigures(projectRoot: string, options: BenchOptions, problems: BenchProblem[]) {
  const dist = join(projectRoot, "dist");
  // Every page the content has, its first post and the 404 page: the figures follow the content.
  const loaded = await loadSiteContent(projectRoot);
  if (!loaded.ok) throw new BenchFailure("o conteúdo não passa em npm run check", "rode npm run check, corrija o que ele apontar e rode npm run build");
  const pages = loaded.content.pages.filter((page) => page.slug !== NOT_FOUND_SLUG).map((page) => page.route);
  const { posts, churches, sermons, events } = loaded.content;
  // One page of each collection with pages of its own: the newest post and sermon, the sede's (the fullest church page)
  // and the agenda's first event that the build published (those over when it ran have no page).
  const sede = mainChurch(churches);
  const event = events.find((candidate) => existsSync(join(dist, `${eventRoute(candidate.slug).slice(1)}.html`)));
  const entryRoutes = [
    ...(posts[0] ? [`/blog/${posts[0].id}`] : []),
    ...(sermons[0] ? [sermonRoute(sermons[0].slug)] : []),
    ...(sede ? [churchRoute(sede.slug)] : []),
    ...(event ? [eventRoute(event.slug)] : []),
  ];
  const everyRoute = [...pages, ...entryRoutes, "/404"];
  const chosen = options.routes;
  const unknown = (chosen ?? []).filter((route) => !everyRoute.includes(route));
  if (unknown.length > 0) {
    throw new BenchFailure(
      `${unknown.length === 1 ? `a rota ${unknown[0]} não existe` : `as rotas ${unknown.join(", ")} não existem`} neste site`,
      `escolha entre ${everyRoute.join(", ")} (ex.: npm run bench -- --lighthouse-only --routes ${everyRoute.slice(0, 2).join(",")})`,
    );
  }
  const routes = chosen ? everyRoute.filter((route) => chosen.includes(route)) : everyRoute;
  // The agenda in its busiest month, whatever today's content holds (busy-agenda.ts): measured apart, on its own build.
  const agendaRoute = loaded.content.pages.find((page) => page.page.sections.some((section) => section.type === "event-list"))?.route;
  const busy =
    agendaRoute && routes.includes(agendaRoute)
      ? await buildBusyAgenda(projectRoot).catch((error: unknown) => {
          problems.push(benchProblem(`a agenda de um mês cheio`, error, `npm run bench -- --lighthouse-only --routes ${agendaRoute}`));
          return undefined;
        })
      : undefined;
  // Gzip 6 alone, the heavier of the host's two encodings (serve/compression.ts): a route fast at gzip 6 is fast at
  // brotli 4. A port the system gives: another server on the machine can never be in the way.
  const servers = [
    { dist, route: "", server: await startStaticServer({ distDir: dist, port: 0, encodings: ["gzip"] }) },
    ...(busy && agendaRoute
      ? [{ dist: busy.dist, route: agendaRoute, server: await startStaticServer({ distDir: busy.dist, port: 0, encodings: ["gzip"] }) }]
      : []),
  ];
  try {
    const targets = [
      ...routes.map((route) => ({ label: route, route, dist, port: portOf(servers[0]!.server) })),
      ...servers
        .slice(1)
        .map(({ dist: busyDist, route, server }) => ({ label: `${route} (${BUSY_MONTH_EVENTS} eventos)`, route, dist: busyDist, port: portOf(server) })),
    ];
    await printRouteTables(targets, options.runs, problems);
  } finally {
    for (const { server } of servers) server.close();
    if (busy) await rm(busy.root, { recursive: true, force: true });
  }
}

interface RouteTarget {
  /** What the tables call it: the route, or the route and what was built for it. */
  label: string;
  route: string;
  dist: string;
  port: number;
}

async function printRouteTables(targets: RouteTarget[], runs: number, problems: BenchProblem[]) {
  const load = () =>
    loadavg()
      .map((value) => value.toFixed(1))
      .join(" / ");
  console.log(`\nPor rota (Lighthouse mobile, mediana de ${runs}; o servidor aplica dist/_headers e comprime em gzip 6, como a hospedagem)`);
  console.log(`carga da máquina no início (1/5/15 min): ${load()} em ${cpus().length} núcleos`);
  // Lighthouse refuses to audit a page served with status 404, so the 404 row has sizes only.
  const audited = targets.filter((target) => target.route !== "/404");
  const audits = await lighthouseMedians(
    audited.map((target) => ({ route: target.label, url: `http://127.0.0.1:${target.port}${target.route}` })),
    runs,
  );
  const figures = audits.figures;
  console.log(`carga da máquina no fim: ${load()}`);
  problems.push(...audits.problems);
  const loads = new Map<string, FirstLoad>();
  for (const dist of new Set(targets.map((target) => target.dist))) {
    const mine = targets.filter((target) => target.dist === dist);
    const measured = await measureFirstLoads(dist, [...new Set(mine.map((target) => target.route))]);
    problems.push(...measured.problems);
    for (const target of mine) loads.set(target.label, measured.loads.get(target.route) ?? NO_LOAD);
  }
  const width = Math.max(16, ...targets.map((target) => target.label.length));
  const ms = (value: number | undefined) => (value === undefined || Number.isNaN(value) ? "-" : value.toFixed(0));
  console.log(`\n${"rota".padEnd(width)}    JS gz    CSS gz  req   Perf  A11y  BP   SEO   FCP s  LCP s    TBT    CLS`);
  for (const target of targets) {
    const first = loads.get(target.label) ?? NO_LOAD;
    const lh = figures.get(target.label);
    const cells = [
      target.label.padEnd(width),
      kbOrDash(first.jsGzip).padStart(8),
      kbOrDash(first.cssGzip).padStart(8),
      String(lh?.requests ?? "-").padStart(4),
      ...[lh?.performance, lh?.accessibility, lh?.bestPractices, lh?.seo].map((v) => String(v ?? "-").padStart(5)),
      (lh ? (lh.fcpMs / 1000).toFixed(2) : "-").padStart(6),
      (lh ? (lh.lcpMs / 1000).toFixed(2) : "-").padStart(6),
      `${ms(lh?.tbtMs)} ms`.padStart(7),
      (lh ? lh.cls.toFixed(3) : "-").padStart(6),
    ];
    console.log(cells.join(" "));
  }
  // The first round trip (first-window.ts): the page as the host compresses it (brotli 4, gzip 6), its response's
  // headers, and whether the whole page, or at least its first screen (up to the end of its first section), fits.
  console.log("\nHTML na compressão da hospedagem e a 1ª janela do TCP (14,6 KB com os cabeçalhos)");
  console.log(`${"rota".padEnd(width)}     HTML    br 4    gz 6  cabeç.  página inteira              1ª tela`);
  for (const target of targets) {
    const first = loads.get(target.label) ?? NO_LOAD;
    const withHeaders = (bytes: number) => (Number.isNaN(bytes) ? "-" : windowVerdict(bytes + first.headerBytes));
    const cells = [
      target.label.padEnd(width),
      kbOrDash(first.htmlBytes).padStart(8),
      kbOrDash(first.host.brotli).padStart(7),
      kbOrDash(first.host.gzip).padStart(7),
      kbOrDash(first.headerBytes).padStart(7),
      ` ${withHeaders(first.host.heavier).padEnd(26)}`,
      withHeaders(first.host.firstScreen),
    ];
    console.log(cells.join(" "));
  }
  // Where each LCP's time went (Lighthouse's simulated phases, of the median run) and which element it was.
  console.log("\nLCP por fase, em ms (TTFB, atraso até o pedido, download, atraso de renderização) e o elemento");
  console.log(`${"rota".padEnd(width)}   LCP   TTFB  atraso download render  elemento (seletor)`);
  for (const target of audited) {
    const lh = figures.get(target.label);
    const phases = lh?.lcpPhases;
    const cells = [
      target.label.padEnd(width),
      ms(lh?.lcpMs).padStart(5),
      ms(phases?.ttfb).padStart(6),
      ms(phases?.loadDelay).padStart(6),
      ms(phases?.loadTime).padStart(8),
      ms(phases?.renderDelay).padStart(6),
      ` ${lh?.lcpElement ?? "-"} (${lh?.lcpSelector ?? "-"})`,
    ];
    console.log(cells.join(" "));
  }
}
