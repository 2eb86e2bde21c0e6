import { readdir, readFile, rm } from "node:fs/promises";
import { join } from "node:path";
import type { Browser } from "@playwright/test";
import { startStaticServer } from "../serve/static-server";
import { syntheticPosts } from "../synthetic-posts";
import { copyProject } from "../temp-project";
import { runCommand } from "./command-runs";
import { kb } from "./first-load";
import { addPagefind } from "./pagefind-site";
import { answers, firstFivePages, folderBytes, OWN_INDEX_FOLDER, relevantPages, type SearchQuery } from "./search-pages";
import { openBrowser, timeFirstResult, type FirstResult, type SearchFlow } from "./search-timing";

/**
 * `npm run bench -- --search`: this site's search and Pagefind side by side, on the same dist/ (today's
 * content, then with synthetic posts), on the query list kept in tests/fixtures/search-queries.json. For
 * each tool: the bytes fetched and the time from the visitor's intent to the first answer (the results, or
 * "nothing found") on the slow phone profile (each query from a cold cache; median and worst), the whole index's size, and recall (the
 * queries whose first five pages answer them: search-pages.ts, `answers`). No pass or fail: figures.
 */

const OWN: SearchFlow = {
  path: "/",
  trigger: "header [data-search-open] >> visible=true",
  field: "dialog.mc-search-panel input[name=q]",
  // The count, or "nothing found": the answer is on the screen.
  result: ".mc-search-status:not(:empty)",
};
const PAGEFIND: SearchFlow = { path: "/pagefind-bench.html", trigger: "#q", field: "#q", result: "#r[data-answered]" };
const PORT = 4597;

interface ToolFigures {
  runs: FirstResult[];
  indexBytes: number;
  answered: number;
  counted: number;
  missed: string[];
}

interface Column {
  title: string;
  own: ToolFigures;
  pagefind: ToolFigures;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

async function readQueries(projectRoot: string): Promise<SearchQuery[]> {
  const file = join(projectRoot, "tests/fixtures/search-queries.json");
  return (JSON.parse(await readFile(file, "utf8")) as { queries: SearchQuery[] }).queries;
}

async function recall(
  queries: readonly SearchQuery[],
  relevant: Map<string, Set<string>>,
  firstFive: (query: string) => Promise<string[]>,
): Promise<Pick<ToolFigures, "answered" | "counted" | "missed">> {
  let answered = 0;
  let counted = 0;
  const missed: string[] = [];
  for (const { query } of queries) {
    const verdict = answers(await firstFive(query), relevant.get(query) ?? new Set());
    if (verdict === undefined) continue;
    counted++;
    if (verdict) answered++;
    else missed.push(query);
  }
  return { answered, counted, missed };
}

async function measureSite(browser: Browser, root: string, title: string, queries: readonly SearchQuery[]): Promise<Column> {
  process.stderr.write(`  busca: ${title}, build e índice do Pagefind…\n`);
  runCommand(root, "scripts/build.ts", ["--no-editor"]);
  const dist = join(root, "dist");
  await addPagefind(dist);
  const relevant = await relevantPages(dist, queries);
  const server = await startStaticServer({ distDir: dist, port: PORT });
  const origin = `http://127.0.0.1:${PORT}`;
  try {
    const harness = await browser.newPage();
    await harness.goto(`${origin}${PAGEFIND.path}`);
    const pagefindFirstFive = (query: string) =>
      harness.evaluate((text) => (window as unknown as { firstFivePages: (q: string) => Promise<string[]> }).firstFivePages(text), query);
    const own: ToolFigures = {
      runs: [],
      indexBytes: await folderBytes(dist, OWN_INDEX_FOLDER),
      ...(await recall(queries, relevant, (query) => firstFivePages(dist, query))),
    };
    const pagefind: ToolFigures = { runs: [], indexBytes: await folderBytes(dist, "pagefind"), ...(await recall(queries, relevant, pagefindFirstFive)) };
    await harness.close();
    for (const { query } of queries) {
      const ownRun = await timeFirstResult(browser, origin, OWN, query);
      const pagefindRun = await timeFirstResult(browser, origin, PAGEFIND, query);
      own.runs.push(ownRun);
      pagefind.runs.push(pagefindRun);
      const line = (run: FirstResult) => `${(run.ms / 1000).toFixed(2)} s (${(run.fromKeyMs / 1000).toFixed(2)} s da tecla) ${kb(run.bytes)}`;
      process.stderr.write(`  busca: ${title}, “${query}”: esta busca ${line(ownRun)}, Pagefind ${line(pagefindRun)}\n`);
    }
    return { title, own, pagefind };
  } finally {
    server.close();
  }
}

function printColumns(columns: Column[], queries: number) {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const rows: [string, (tool: ToolFigures) => string][] = [
    ["bytes até o 1º resultado, mediana", (tool) => kb(median(tool.runs.map((run) => run.bytes)))],
    ["bytes até o 1º resultado, pior", (tool) => kb(Math.max(...tool.runs.map((run) => run.bytes)))],
    ["tempo até o 1º resultado, mediana", (tool) => seconds(median(tool.runs.map((run) => run.ms)))],
    ["tempo até o 1º resultado, pior", (tool) => seconds(Math.max(...tool.runs.map((run) => run.ms)))],
    ["  da 1ª tecla, mediana", (tool) => seconds(median(tool.runs.map((run) => run.fromKeyMs)))],
    ["  da 1ª tecla, pior", (tool) => seconds(Math.max(...tool.runs.map((run) => run.fromKeyMs)))],
    ["índice inteiro (gzip)", (tool) => kb(tool.indexBytes)],
    ["recall (5 primeiras páginas)", (tool) => `${tool.answered}/${tool.counted}`],
  ];
  console.log(`\nBusca: ${queries} consultas de tests/fixtures/search-queries.json, cada uma com o cache vazio, no perfil lento`);
  console.log("(CPU 4×, 150 ms de ida e volta, 1,6 Mbit/s): da intenção (o toque na busca, que começa a baixá-la) e da primeira tecla");
  console.log('até a resposta na tela (o primeiro resultado, ou "nada encontrado"); bytes comprimidos, cabeçalhos incluídos\n');
  console.log("".padEnd(36) + columns.map((column) => `${column.title}: esta busca`.padStart(26) + "Pagefind".padStart(12)).join(""));
  for (const [label, show] of rows) {
    console.log(label.padEnd(36) + columns.map((column) => show(column.own).padStart(26) + show(column.pagefind).padStart(12)).join(""));
  }
  for (const column of columns) {
    for (const [name, tool] of [
      ["esta busca", column.own],
      ["Pagefind", column.pagefind],
    ] as const) {
      if (tool.missed.length > 0) console.log(`${column.title}, ${name} não achou a resposta de: ${tool.missed.join(", ")}`);
    }
  }
}

export async function runSearchBench(projectRoot: string, sizes: number[]): Promise<void> {
  try {
    await measureAndPrint(projectRoot, sizes);
  } catch (error) {
    // A figure that could not be measured is said in Portuguese, never as a stack trace.
    console.error(`\nA medição da busca parou: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`);
    process.exitCode = 1;
  }
}

async function measureAndPrint(projectRoot: string, sizes: number[]): Promise<void> {
  const queries = await readQueries(projectRoot);
  const browser = await openBrowser();
  const columns: Column[] = [];
  try {
    const realCopy = await copyProject(projectRoot);
    const realPosts = (await readdir(join(realCopy, "site-content", "posts"))).filter((name) => name.endsWith(".json")).length;
    columns.push(await measureSite(browser, realCopy, `${realPosts} artigos`, queries));
    await rm(realCopy, { recursive: true, force: true });
    for (const posts of sizes.length > 0 ? sizes : [1000]) {
      const root = await copyProject(projectRoot, syntheticPosts(Math.max(0, posts - realPosts), 1000));
      columns.push(await measureSite(browser, root, `${posts} artigos`, queries));
      await rm(root, { recursive: true, force: true });
    }
  } finally {
    await browser.close();
  }
  printColumns(columns, queries.length);
}
