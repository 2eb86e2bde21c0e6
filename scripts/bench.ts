import { spawnSync } from "node:child_process";
import { readdir, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { kb, measureFirstLoad } from "./bench/first-load";
import { syntheticPosts } from "./bench/synthetic-posts";
import { copyProject } from "./bench/temp-project";
import { htmlFileFor } from "./build/prerender";
import { lighthouseMedians } from "./bench/lighthouse-run";
import { startStaticServer } from "./serve/static-server";

/** Prints the figures the project tracks (no pass/fail: timings on a shared machine are noisy). */
const projectRoot = fileURLToPath(new URL("..", import.meta.url));
const { values } = parseArgs({ options: { posts: { type: "string" }, quick: { type: "boolean" }, runs: { type: "string" } } });

function timed(root: string, script: string, args: string[] = []): number {
  const started = performance.now();
  const result = spawnSync("npx", ["tsx", join(root, script), ...args], { cwd: root, stdio: ["ignore", "ignore", "inherit"] });
  if (result.status !== 0) throw new Error(`${script} falhou`);
  return performance.now() - started;
}

async function largestHtml(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const sizes = await Promise.all(entries.filter((e) => e.isFile() && e.name.endsWith(".html")).map(async (e) => (await stat(join(e.parentPath, e.name))).size));
  return Math.max(...sizes);
}

async function measure(root: string, htmlPages: number) {
  const checkMs = timed(root, "scripts/check-content.ts");
  const buildMs = timed(root, "scripts/build.ts");
  const dist = join(root, "dist");
  const home = await measureFirstLoad(dist, htmlFileFor("/"));
  const blog = await measureFirstLoad(dist, htmlFileFor("/blog"));
  return { checkMs, buildMs, msPerPage: buildMs / htmlPages, homeJs: home.jsGzip, blogJs: blog.jsGzip, css: home.cssGzip, largest: await largestHtml(dist) };
}

const real = await measure(projectRoot, 20);
const rows: [string, (m: typeof real) => string][] = [
  ["npm run check", (m) => `${(m.checkMs / 1000).toFixed(2)} s`],
  ["npm run build", (m) => `${(m.buildMs / 1000).toFixed(1)} s`],
  ["build por página", (m) => `${m.msPerPage.toFixed(0)} ms`],
  ["JS inicial de / (gzip)", (m) => kb(m.homeJs)],
  ["JS inicial de /blog (gzip)", (m) => kb(m.blogJs)],
  ["CSS inicial, inline (gzip)", (m) => kb(m.css)],
  ["maior página HTML", (m) => kb(m.largest)],
];

const extra = Number(values.posts ?? 0);
if (extra > 0) {
  const root = await copyProject(projectRoot, syntheticPosts(extra - 9, 1000));
  const scaled = await measure(root, 11 + extra);
  await rm(root, { recursive: true, force: true });
  console.log(`\n${"".padEnd(28)}${"9 artigos".padStart(14)}${`${extra} artigos`.padStart(16)}`);
  for (const [label, show] of rows) console.log(`${label.padEnd(28)}${show(real).padStart(14)}${show(scaled).padStart(16)}`);
} else {
  console.log("");
  for (const [label, show] of rows) console.log(`${label.padEnd(28)}${show(real).padStart(14)}`);
}

if (!values.quick) {
  const dist = join(projectRoot, "dist");
  const routes = ["/", "/sobre", "/ministerios", "/nossas-igrejas", "/blog", "/blog/9", "/agenda", "/testemunhos", "/contato", "/privacidade", "/termos", "/404"];
  const port = 4599;
  const server = await startStaticServer({ distDir: dist, port });
  const runs = Number(values.runs ?? 3);
  console.log(`\nPor rota (Lighthouse mobile, mediana de ${runs}; o servidor aplica dist/_headers)`);
  console.log("rota              JS gz    CSS gz  req   HTML    Perf  A11y  BP   SEO   LCP      TBT    CLS");
  // Lighthouse refuses to audit a page served with status 404, so the 404 row has sizes only.
  const audited = routes.filter((route) => route !== "/404");
  const figures = await lighthouseMedians(audited.map((route) => `http://127.0.0.1:${port}${route}`), runs);
  for (const route of routes) {
    const load = await measureFirstLoad(dist, htmlFileFor(route));
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
