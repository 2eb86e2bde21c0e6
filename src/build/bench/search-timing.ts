import { chromium, type Browser, type CDPSession, type Page } from "@playwright/test";
import { findChromium } from "../find-chromium";

/**
 * The slow phone of Lighthouse's mobile profile, through Chrome's DevTools protocol: 4× slower CPU, 150 ms
 * round trips, 1.6 Mbit/s down. Applied once the page has loaded: what is timed (or tested, tests/e2e/search.spec.ts)
 * is the search alone.
 */
const SLOW = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

export async function emulateSlowPhone(cdp: CDPSession): Promise<void> {
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", { offline: false, ...SLOW });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
}

export interface FirstResult {
  /** From the visitor's intent (the pointer down on the search). */
  ms: number;
  /** From the first keystroke in the field (the query typed at once). */
  fromKeyMs: number;
  /** Bytes on the wire (compressed, headers included) from the visitor's intent to the first result. */
  bytes: number;
}

/** How a tool's page is driven: where it starts, what the visitor presses, where they type, what a result is. */
export interface SearchFlow {
  path: string;
  /** Pressed first: the intent (a pointer down) that may start loading the search. */
  trigger: string;
  field: string;
  result: string;
}

export async function openBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: findChromium() ?? undefined, args: ["--no-sandbox"] });
}

/**
 * One query from a cold cache: the page loads at full speed, then on the slow profile the visitor presses
 * the search, types the whole query at once as soon as there is a field, and the clock stops when the first
 * result is on the page. The time is the page's own (pointer down to the result's insertion).
 */
export async function timeFirstResult(browser: Browser, origin: string, flow: SearchFlow, query: string): Promise<FirstResult> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: false });
  try {
    const page: Page = await context.newPage();
    await page.goto(`${origin}${flow.path}`, { waitUntil: "networkidle" });
    const cdp = await context.newCDPSession(page);
    await emulateSlowPhone(cdp);
    // Playwright's own events, not the page's DevTools session: they include what a worker fetches (Pagefind searches in one).
    const finished: Promise<number>[] = [];
    context.on("requestfinished", (request) => {
      // A request that ends as the context closes has no sizes left to read: it came after the result anyway.
      finished.push(
        request
          .sizes()
          .then((sizes) => sizes.responseBodySize + sizes.responseHeadersSize)
          .catch(() => 0),
      );
    });
    await page.evaluate((selector) => {
      const timing = window as unknown as { searchStart?: number; searchEnd?: number; keyAt?: number };
      addEventListener("pointerdown", () => (timing.searchStart = performance.now()), { capture: true, once: true });
      addEventListener("input", () => (timing.keyAt ??= performance.now()), { capture: true });
      new MutationObserver((_, observer) => {
        if (!document.querySelector(selector)) return;
        timing.searchEnd = performance.now();
        observer.disconnect();
      }).observe(document.body, { childList: true, subtree: true, attributes: true, characterData: true });
    }, flow.result);
    await page.locator(flow.trigger).first().click();
    await page.locator(flow.field).fill(query);
    await page
      .waitForFunction(() => (window as unknown as { searchEnd?: number }).searchEnd !== undefined, undefined, { timeout: 60_000 })
      .catch(() => {
        throw new Error(`nenhuma resposta em 60 s para “${query}” em ${flow.path}`);
      });
    const finishedByThen = [...finished];
    const fetched = (await Promise.all(finishedByThen)).reduce((sum, bytes) => sum + bytes, 0);
    const { ms, fromKeyMs } = await page.evaluate(() => {
      const timing = window as unknown as { searchStart: number; searchEnd: number; keyAt: number };
      return { ms: timing.searchEnd - timing.searchStart, fromKeyMs: timing.searchEnd - timing.keyAt };
    });
    return { ms, fromKeyMs, bytes: fetched };
  } finally {
    await context.close();
  }
}
