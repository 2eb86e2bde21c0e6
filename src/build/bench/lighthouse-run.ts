import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_HELP, findChromium } from "../find-chromium";

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  requests: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Mobile preset (Lighthouse's default), run `runs` times per URL; medians, because one run here is noise. */
export async function lighthouseMedians(urls: string[], runs: number): Promise<Map<string, LighthouseFigures>> {
  const chromePath = findChromium();
  if (!chromePath) throw new Error(CHROMIUM_HELP);
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ["--headless=new", "--no-sandbox", "--disable-dev-shm-usage"] });
  const results = new Map<string, LighthouseFigures>();
  try {
    for (const url of urls) {
      const samples: LighthouseFigures[] = [];
      for (let i = 0; i < runs; i++) {
        const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" });
        const lhr = result?.lhr;
        if (!lhr) continue;
        const score = (key: string) => Math.round((lhr.categories[key]?.score ?? 0) * 100);
        const numeric = (key: string) => lhr.audits[key]?.numericValue ?? 0;
        const items = (lhr.audits["network-requests"]?.details as { items?: unknown[] } | undefined)?.items ?? [];
        samples.push({
          performance: score("performance"),
          accessibility: score("accessibility"),
          bestPractices: score("best-practices"),
          seo: score("seo"),
          lcpMs: numeric("largest-contentful-paint"),
          tbtMs: numeric("total-blocking-time"),
          cls: numeric("cumulative-layout-shift"),
          requests: items.length,
        });
      }
      const pick = (key: keyof LighthouseFigures) => median(samples.map((s) => s[key]));
      results.set(url, {
        performance: pick("performance"),
        accessibility: pick("accessibility"),
        bestPractices: pick("bestPractices"),
        seo: pick("seo"),
        lcpMs: pick("lcpMs"),
        tbtMs: pick("tbtMs"),
        cls: pick("cls"),
        requests: pick("requests"),
      });
    }
  } finally {
    chrome.kill();
  }
  return results;
}
