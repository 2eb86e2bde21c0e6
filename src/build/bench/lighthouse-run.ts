import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_HELP, findChromium } from "../find-chromium";
import { BenchFailure, benchProblem, type BenchProblem } from "./bench-problems";

/** Where the Largest Contentful Paint's time went (Lighthouse's "LCP breakdown", simulated like the LCP itself). */
export interface LcpPhases {
  ttfb: number;
  loadDelay: number;
  loadTime: number;
  renderDelay: number;
}

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  requests: number;
  /** The LCP element as Lighthouse names it: a short description and its CSS selector. */
  lcpElement: string;
  lcpSelector: string;
  lcpPhases?: LcpPhases;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

type Audits = Record<string, { numericValue?: number; details?: unknown } | undefined>;

interface NodeDetails {
  selector?: string;
  snippet?: string;
  nodeLabel?: string;
}

interface ElementAuditDetails {
  items?: { items?: ({ node?: NodeDetails } & { phase?: string; timing?: number })[] }[];
}

/** "img hero-inicio-960.avif" for a picture, `p «Cultos, encontros…»` for text: what a person recognises on the page. */
export function describeLcpNode(node: NodeDetails | undefined): string {
  if (!node) return "-";
  const tag = /^<([a-z0-9-]+)/i.exec(node.snippet ?? "")?.[1]?.toLowerCase() ?? "?";
  const src = /\ssrc="([^"]+)"/.exec(node.snippet ?? "")?.[1];
  if (src) return `${tag} ${src.split("/").pop()}`;
  const label = (node.nodeLabel ?? "").replace(/\s+/g, " ").trim();
  // Lighthouse labels an element without text by its selector; then the selector alone says it.
  if (!label || label === node.selector) return tag;
  return `${tag} «${label.length > 40 ? `${label.slice(0, 39)}…` : label}»`;
}

/**
 * The element and the four phases, from the "largest-contentful-paint-element" audit: a list whose first
 * table names the node and whose second gives TTFB, load delay, load time and render delay (in that order).
 */
export function readLcpDetails(audits: Audits): { element: string; selector: string; phases?: LcpPhases } {
  const details = audits["largest-contentful-paint-element"]?.details as ElementAuditDetails | undefined;
  const node = details?.items?.[0]?.items?.[0]?.node;
  const timings = details?.items?.[1]?.items?.map((row) => row.timing ?? NaN);
  const phases =
    timings?.length === 4 ? { ttfb: timings[0] ?? NaN, loadDelay: timings[1] ?? NaN, loadTime: timings[2] ?? NaN, renderDelay: timings[3] ?? NaN } : undefined;
  return { element: describeLcpNode(node), selector: node?.selector ?? "-", phases };
}

/** One Lighthouse run's figures, or the reason it has none (Lighthouse reports a page it could not load as a runtime error). */
async function auditOnce(url: string, port: number): Promise<LighthouseFigures> {
  const result = await lighthouse(
    url,
    { port, output: "json", logLevel: "error" },
    {
      extends: "lighthouse:default",
      settings: { clearStorageTypes: ["file_systems", "shader_cache", "service_workers", "cache_storage", "local_storage"] },
    },
  );
  const lhr = result?.lhr;
  if (!lhr) throw new BenchFailure("o Lighthouse não devolveu resultado", "meça de novo");
  if (lhr.runtimeError) {
    throw new BenchFailure(
      `o Lighthouse não conseguiu medir a página (${lhr.runtimeError.code})`,
      "veja se a rota abre em npm run serve, sem erros no console, e meça de novo",
    );
  }
  const score = (key: string) => Math.round((lhr.categories[key]?.score ?? 0) * 100);
  const numeric = (key: string) => lhr.audits[key]?.numericValue ?? 0;
  const items = (lhr.audits["network-requests"]?.details as { items?: unknown[] } | undefined)?.items ?? [];
  const lcp = readLcpDetails(lhr.audits);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcpMs: numeric("first-contentful-paint"),
    lcpMs: numeric("largest-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    requests: items.length,
    lcpElement: lcp.element,
    lcpSelector: lcp.selector,
    lcpPhases: lcp.phases,
  };
}

/** The medians of a route's runs; the element and the phases are those of the run whose LCP is the median, so they add up to it. */
function medianFigures(samples: LighthouseFigures[]): LighthouseFigures {
  const pick = (key: keyof LighthouseFigures) => median(samples.map((s) => s[key] as number));
  const lcpMs = pick("lcpMs");
  const medianRun = samples.find((s) => s.lcpMs === lcpMs) ?? samples[0];
  return {
    performance: pick("performance"),
    accessibility: pick("accessibility"),
    bestPractices: pick("bestPractices"),
    seo: pick("seo"),
    fcpMs: pick("fcpMs"),
    lcpMs,
    tbtMs: pick("tbtMs"),
    cls: pick("cls"),
    requests: pick("requests"),
    lcpElement: medianRun?.lcpElement ?? "-",
    lcpSelector: medianRun?.lcpSelector ?? "-",
    lcpPhases: medianRun?.lcpPhases,
  };
}

/**
 * Mobile preset (Lighthouse's default), run `runs` times per URL; medians, because one run here is noise.
 * Every run is a first visit: Lighthouse empties the HTTP cache, and local storage (where the page
 * remembers that the fonts were downloaded, src/site/browser/web-fonts.ts) is emptied with it.
 * A run that fails is a problem of its route (the route keeps the median of its other runs); a browser that
 * closed is started again for the next run, so one bad moment of a busy machine costs one run, not the bench.
 */
export async function lighthouseMedians(
  routes: { route: string; url: string }[],
  runs: number,
): Promise<{ figures: Map<string, LighthouseFigures>; problems: BenchProblem[] }> {
  const chromePath = findChromium();
  if (!chromePath) throw new BenchFailure("não há Chromium para o Lighthouse", CHROMIUM_HELP);
  const launch = () => chromeLauncher.launch({ chromePath, chromeFlags: ["--headless=new", "--no-sandbox", "--disable-dev-shm-usage"] });
  const figures = new Map<string, LighthouseFigures>();
  const problems: BenchProblem[] = [];
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    for (const { route, url } of routes) {
      const samples: LighthouseFigures[] = [];
      for (let i = 0; i < runs; i++) {
        try {
          chrome ??= await launch();
          samples.push(await auditOnce(url, chrome.port));
        } catch (error) {
          const where = runs > 1 ? `Lighthouse em ${route} (rodada ${i + 1} de ${runs})` : `Lighthouse em ${route}`;
          problems.push(benchProblem(where, error, `npm run bench -- --lighthouse-only --routes ${route}`));
          // Whatever happened, the next run gets a browser of its own.
          chrome?.kill();
          chrome = undefined;
        }
      }
      if (samples.length > 0) figures.set(route, medianFigures(samples));
    }
  } finally {
    chrome?.kill();
  }
  return { figures, problems };
}
