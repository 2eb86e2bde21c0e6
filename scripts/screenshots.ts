import { mkdir } from "node:fs/promises";
import { readCommandOptions } from "../src/engine/node/command-options";
import { chromium } from "@playwright/test";
import { CHROMIUM_HELP, findChromium } from "../src/build/find-chromium";

/** Full-page screenshots at phone and laptop widths, to look at what we build (npm run screenshots). */
const { values, positionals } = readCommandOptions(
  "uso: npm run screenshots -- [--base <endereço>] [--out <pasta>] [caminho ...]",
  { base: { type: "string" }, out: { type: "string" } },
  { positionals: true },
);
const baseUrl = values.base ?? "http://127.0.0.1:4173";
const outDir = values.out ?? ".tmp/screens";
const paths = positionals.length ? positionals : ["/", "/sobre", "/contato", "/nao-existe"];

const executablePath = findChromium();
if (!executablePath) throw new Error(CHROMIUM_HELP);
await mkdir(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath, args: ["--no-sandbox"] });
for (const width of [390, 1366]) {
  const page = await browser.newPage({ viewport: { width, height: width < 800 ? 844 : 900 } });
  page.on("console", (m) => m.type() !== "log" && console.log(`[${width}] ${m.type()}: ${m.text()}`));
  await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
  for (const path of paths) {
    await page.goto(`${baseUrl}${path}`, { waitUntil: "networkidle" });
    // Walk down the page so lazy images load before the full-page capture.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 60));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForLoadState("networkidle");
    const name = `${path.replace(/\W+/g, "_") || "_"}-${width}.png`;
    await page.screenshot({ path: `${outDir}/${name}`, fullPage: true });
    console.log(`${outDir}/${name}`);
  }
  await page.close();
}
await browser.close();
