import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_HELP, findChromiumForTests } from "./src/build/find-chromium";
import { guardEditorsContent } from "./tests/support/content-guard";

const executablePath = findChromiumForTests();
if (!executablePath) throw new Error(CHROMIUM_HELP);

export const E2E_PORT = Number(process.env.E2E_PORT ?? 4317);
/** The tests of the host's behaviour run on Cloudflare Pages' own runtime (tests/suite/suites.ts). */
const ON_CLOUDFLARE = process.env.E2E_HOST === "cloudflare";
// Names this run for its workers (they inherit the environment), so they share its builds of the fixture
// site's variants (tests/e2e/support/temp-site.ts).
process.env.E2E_RUN_ID ??= `${process.pid}-${Date.now()}`;
// The browser tests of code run on the tests' own site (E2E_FIXTURE_ONLY, set by npm test for that run):
// there, reading the editors' content is an error, so such a test cannot hide from a content change.
if (process.env.E2E_FIXTURE_ONLY) guardEditorsContent(import.meta.dirname, "playwright");

const TRACE_MODES = ["off", "on", "retain-on-failure", "retain-on-first-failure"] as const;
/**
 * A trace recorded for every test costs a fifth of the browser tests' CPU, and with no retries Playwright's
 * "on-first-retry" would never record one. Off by default; E2E_TRACE=retain-on-failure records every test's and keeps
 * the failures' (to hunt a failure that `--trace on` on one test does not show).
 */
function traceMode(): (typeof TRACE_MODES)[number] {
  const asked = process.env.E2E_TRACE ?? "off";
  const mode = TRACE_MODES.find((candidate) => candidate === asked);
  if (!mode) throw new Error(`E2E_TRACE="${asked}": use one of ${TRACE_MODES.join(", ")}`);
  return mode;
}

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // Two cores: two browsers keep them busy (E2E_WORKERS for another machine).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // None, here or in CI: a test that passes only when run again is a defect to fix, not a green run.
  retries: 0,
  timeout: 30_000,
  // Waiting, not timing: a busy 2-core machine (several runs side by side) can take more than the default 5 s
  // to show what a test waits for; nothing here measures speed (npm run bench does).
  expect: { timeout: 10_000 },
  // E2E_JSON_REPORT: also a JSON report there (npm test writes one per run, for its slowest tests).
  reporter: process.env.E2E_JSON_REPORT ? [["list"], ["json", { outputFile: process.env.E2E_JSON_REPORT }]] : [["list"]],
  // Each run its own (npm test runs two side by side, and Playwright empties the folder when a run starts).
  outputDir: process.env.E2E_OUTPUT_DIR ?? "test-results",
  globalTeardown: "./tests/e2e/support/global-teardown.ts",
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    locale: "pt-BR",
    // One browser context per worker, reset between tests (cookies, cache, storage, service workers, extra pages,
    // routes and init scripts; permissions by tests/e2e/support/fixtures.ts), instead of a new one per test: starting
    // a page's renderer was a quarter of the browser tests' CPU. A test that needs other context options (a phone's
    // touch screen, JavaScript off) still gets a fresh context, and so does one run on its own.
    reuseContext: true,
    timezoneId: "America/Sao_Paulo",
    // What a failure leaves at no cost to the tests that pass: a screenshot of the failing test's page, taken only
    // then, beside Playwright's error context (the page's accessibility tree at the failure). Traces: traceMode().
    trace: traceMode(),
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath,
      args: ["--no-sandbox", "--disable-dev-shm-usage"],
      // Nothing leaves the machine: every request but those to this machine's servers goes to a proxy that is
      // not there, so it fails in the browser (pages, popups, workers alike). Blocking in the browser instead of
      // routing each request through the test runner keeps the HTTP cache on and page loads fast.
      proxy: { server: "http://127.0.0.1:9", bypass: "127.0.0.1,localhost" },
    },
  },
  projects: [{ name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1366, height: 900 } } }],
  // Serves the already-built dist/ (npm test builds it first): with the local server, which answers like Cloudflare
  // Pages (tests/e2e/host-parity.spec.ts), or, with E2E_HOST=cloudflare, on Cloudflare Pages' own runtime
  // (wrangler pages dev), where npm test runs the tests of the host's behaviour (tag @host, docs/hosting.md).
  webServer: {
    command: `node --import tsx scripts/serve.ts --port ${E2E_PORT}${process.env.E2E_DIST ? ` --dir ${process.env.E2E_DIST}` : ""}${ON_CLOUDFLARE ? " --cloudflare" : ""}`,
    url: `http://127.0.0.1:${E2E_PORT}/`,
    reuseExistingServer: !process.env.CI,
    // The runtime takes a few seconds to start, more on a busy machine.
    timeout: ON_CLOUDFLARE ? 120_000 : 30_000,
  },
});
