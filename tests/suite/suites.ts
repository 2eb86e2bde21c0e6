import { join } from "node:path";
import { FIXTURE_CONTENT, PROJECT_ROOT } from "../support/fixture-site";
import { freePort } from "../support/free-port";
import { tsx } from "../support/run-tsx";
import type { Step } from "./run-steps";
import type { TestReport } from "./slowest-tests";

/** Where npm test builds the tests' own site, for the browser tests of code. */
export const FIXTURE_DIST = join(PROJECT_ROOT, ".cache/fixture-dist");

/** A second church, content only (examples/): built with the same code, browsed by the content's browser tests. */
export const EXAMPLE_CONTENT = join(PROJECT_ROOT, "examples/ramos-da-videira");
export const EXAMPLE_DIST = join(PROJECT_ROOT, ".cache/example-dist");

const bin = (name: string) => join(PROJECT_ROOT, "node_modules/.bin", name);
const run = (script: string, ...args: string[]) => {
  const [command, rest] = tsx(script, ...args);
  return { command, args: rest };
};

/**
 * One instant for every step: the build publishes the events not over by then, and the browser tests read the
 * content for that same instant (tests/e2e/support/content.ts), however long the steps in between take.
 */
export function pinInstant(): void {
  process.env.SOURCE_DATE_EPOCH ??= String(Math.floor(Date.now() / 1000));
}

/** In a GitHub workflow the check's problems become annotations on the lines of the changed files. */
const checkFormat = () => (process.env.GITHUB_ACTIONS === "true" ? ["--format", "github"] : []);

/** Where a browser run's JSON report goes (the slowest tests are read from it). */
const browserReport = (name: string): TestReport => ({ kind: "playwright", file: join(PROJECT_ROOT, ".cache/e2e-reports", `${name}.json`) });

/** Each browser run its own output folder and JSON report. */
export const browserRunFiles = (name: string) => ({
  E2E_OUTPUT_DIR: join(PROJECT_ROOT, "test-results", name),
  E2E_JSON_REPORT: browserReport(name).file,
});

/** The unit tests' report, beside their usual output. */
const UNIT_REPORT: TestReport = { kind: "vitest", file: join(PROJECT_ROOT, ".cache/unit-report.json") };
/** The report of the unit tests that read site-content/ (vitest's "content" project, tests/content-unit/). */
const CONTENT_UNIT_REPORT: TestReport = { kind: "vitest", file: join(PROJECT_ROOT, ".cache/content-unit-report.json") };

/** The checks of code, which a change to site-content/ alone cannot change. */
const CODE_GATES = ["types", "lint", "format"];

/** Ports for the static servers of the browser runs: as given, or free ones, so no other run on the machine answers. */
async function port(variable: string): Promise<string> {
  return process.env[variable] ?? String(await freePort());
}

const check = (): Step => ({ id: "check", title: "Conteúdo (npm run check)", ...run("scripts/check-content.ts", ...checkFormat()), readsContent: true });
const build: Step = { id: "build", title: "Build + pré-renderização (site-content/, como no site publicado)", ...run("scripts/build.ts"), readsContent: true };

async function contentBrowserTests(after: string[]): Promise<Step> {
  return {
    id: "e2e-content",
    title: "Testes no navegador do conteúdo (Playwright @content, em site-content/)",
    command: bin("playwright"),
    args: ["test", "--grep", "@content"],
    env: { E2E_PORT: await port("E2E_PORT"), ...browserRunFiles("content") },
    reports: [{ run: "conteúdo", report: browserReport("content") }],
    after,
  };
}

/**
 * `npm test`: every gate. The cheap ones (the check, types, lint, format) first and side by side, each a single
 * process; the builds beside them; then the unit tests, the browser tests of code (on the tests' own site), the
 * content rehearsal (the browser tests of the content, on site-content/ after a season of edits) and the second
 * church's, as cores free up.
 */
export async function wholeSuite(): Promise<Step[]> {
  const gates = ["check", "types", "lint", "format"];
  // The browser tests of code build variants of the fixture site (temp-site.ts) under their run's name.
  const runId = `suite-${process.pid}-${Date.now()}`;
  return [
    // First what the longest step, the browser tests of code, needs; then that step, as soon as it can start.
    {
      id: "build-fixture",
      title: "Build do site dos testes (tests/fixtures/site-content)",
      ...run("scripts/build.ts", "--content", FIXTURE_CONTENT, "--out", FIXTURE_DIST),
    },
    {
      id: "build-variants",
      title: "Variantes do site dos testes (tests/e2e/support/fixture-variants.ts)",
      ...run("tests/e2e/support/build-variants.ts"),
      env: { E2E_RUN_ID: runId },
    },
    {
      id: "e2e-code",
      title: "Testes no navegador do código (Playwright, no site dos testes)",
      command: bin("playwright"),
      // The host's behaviour has its own run, on the host's own runtime (below).
      args: ["test", "--grep-invert", "@content|@host"],
      env: {
        E2E_DIST: FIXTURE_DIST,
        E2E_CONTENT: FIXTURE_CONTENT,
        E2E_FIXTURE_ONLY: "1",
        E2E_PORT: await port("E2E_FIXTURE_PORT"),
        // The run's name, shared with the step that builds its variants of the fixture site.
        E2E_RUN_ID: runId,
        // The editor the fixture build published is this code's: the editor specs serve it with their own settings
        // instead of building it again (tests/e2e/support/site-editor.ts, runBuiltEditor).
        E2E_EDITOR_FROM_DIST: "1",
        ...browserRunFiles("code"),
      },
      reports: [{ run: "código", report: browserReport("code") }],
      // Not after the checks of code: it is the longest step, and the variants it needs are built beside it (its
      // workers wait for one still being built, temp-site.ts).
      after: ["build-fixture"],
    },
    check(),
    { id: "types", title: "Tipos (tsc)", command: bin("tsc"), args: ["--noEmit"] },
    {
      id: "lint",
      title: "Lint (eslint: regras do TypeScript e direção dos imports)",
      command: bin("eslint"),
      args: [".", "--cache", "--cache-location", ".cache/eslint/"],
    },
    {
      id: "format",
      title: "Formato (prettier --check: rode npm run format para corrigir)",
      command: bin("prettier"),
      args: ["--check", ".", "--log-level", "warn", "--cache", "--cache-location", ".cache/prettier"],
    },
    build,
    // The rest, the longest first as soon as what they need has passed (the runner starts waiting steps in this
    // order): the rehearsal, the unit tests and the second church's browser tests, with the short ones filling in.

    // The editors' content in the browser: site-content/ after a season of their edits, which keeps every page, every
    // kind of block and every collection of it (tests/content-season/season-edits.ts). The content as it is now is
    // browsed by npm run test:content, which every change to it runs; here it would be the same pages a second time.
    // After the build: its images are then in the shared cache, not encoded twice at once.
    {
      id: "rehearsal",
      title: "Ensaio de edições de conteúdo (tests/content-season)",
      ...run("tests/content-season/run.ts"),
      reports: [{ run: "ensaio", report: browserReport("content-season") }],
      after: [...gates, "build"],
      readsContent: true,
    },
    // Another church from its content alone: its build (which checks it first) carries nothing of this one, and the
    // content's browser tests pass on it as they do on site-content/.
    {
      id: "build-example",
      title: "Build de outra igreja (examples/ramos-da-videira)",
      // Without its editor: no test opens it (the editor's build is the fixture's, tested there).
      ...run("scripts/build.ts", "--no-editor", "--content", EXAMPLE_CONTENT, "--out", EXAMPLE_DIST),
      after: gates,
    },
    {
      id: "unit",
      title: "Testes unitários (vitest)",
      command: bin("vitest"),
      args: ["run", "--project", "dom", "--project", "node", "--reporter=default", "--reporter=json", `--outputFile.json=${UNIT_REPORT.file}`],
      reports: [{ run: "unitários", report: UNIT_REPORT }],
      after: gates,
    },
    {
      id: "e2e-example",
      title: "Testes no navegador do conteúdo (Playwright @content, em examples/ramos-da-videira)",
      command: bin("playwright"),
      args: ["test", "--grep", "@content"],
      env: { E2E_DIST: EXAMPLE_DIST, E2E_CONTENT: EXAMPLE_CONTENT, E2E_PORT: await port("E2E_EXAMPLE_PORT"), ...browserRunFiles("example") },
      reports: [{ run: "outra igreja", report: browserReport("example") }],
      after: [...gates, "build-example"],
    },
    // The unit tests of what editors write beside the content (the guide's examples): tests/content-unit/.
    {
      id: "unit-content",
      title: "Testes unitários do conteúdo (vitest, tests/content-unit: o guia LEIA-ME)",
      command: bin("vitest"),
      args: ["run", "--project", "content", "--reporter=default", "--reporter=json", `--outputFile.json=${CONTENT_UNIT_REPORT.file}`],
      reports: [{ run: "unitários do conteúdo", report: CONTENT_UNIT_REPORT }],
      after: gates,
      readsContent: true,
    },
    // What the host does with the built site (headers, policies, redirects, clean URLs, the 404 page, compression)
    // on Cloudflare Pages' own runtime, wrangler pages dev, beside the local server it holds to the same answers
    // (tests/e2e/host-parity.spec.ts; docs/hosting.md).
    {
      id: "e2e-host",
      title: "Testes da hospedagem no runtime da Cloudflare (Playwright @host, wrangler pages dev, no site dos testes)",
      command: bin("playwright"),
      args: ["test", "--grep", "@host"],
      env: {
        E2E_HOST: "cloudflare",
        E2E_DIST: FIXTURE_DIST,
        E2E_CONTENT: FIXTURE_CONTENT,
        E2E_FIXTURE_ONLY: "1",
        E2E_PORT: await port("E2E_HOST_PORT"),
        ...browserRunFiles("host"),
      },
      reports: [{ run: "hospedagem", report: browserReport("host") }],
      after: [...gates, "build-fixture"],
    },
    {
      id: "example-dist",
      title: "O site da outra igreja não traz nada desta",
      ...run("tests/another-church/dist-check.ts", EXAMPLE_DIST),
      after: ["build-example"],
      // This church's facts, read from site-content/: a new one could be found in the other church's site.
      readsContent: true,
    },
  ];
}

/**
 * `npm run test:content`: what a change to site-content/ alone can affect (docs/testing.md): every step of `npm test`
 * that reads site-content/ (the check, the build as it will be published, the guide's unit test, the content
 * rehearsal, the second church's check for this one's facts) with the steps whose output they need (the second
 * church's build), and the browser tests that read what they expect from the content, on its build. The checks of
 * code (types, lint, format) are left out: the code did not change, and the whole suite passed on it.
 */
export async function contentSuite(): Promise<Step[]> {
  const whole = await wholeSuite();
  const byId = new Map(whole.map((step) => [step.id, step]));
  const kept = new Set<string>();
  const keep = (id: string) => {
    if (kept.has(id) || CODE_GATES.includes(id)) return;
    kept.add(id);
    for (const needed of byId.get(id)?.after ?? []) keep(needed);
  };
  for (const step of whole) if (step.readsContent) keep(step.id);
  const steps = whole.filter((step) => kept.has(step.id)).map((step) => ({ ...step, after: step.after?.filter((id) => kept.has(id)) }));
  return [...steps, await contentBrowserTests(["check", "build"])];
}
