import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BenchFailure, benchProblem, describeProblems } from "../../../src/build/bench/bench-problems";
import { parseBenchArgs, runBench } from "../../../src/build/bench/run-bench";
import { FIXTURE_CONTENT, PROJECT_ROOT } from "../../support/fixture-site";
import { measureFirstLoads } from "../../../src/build/bench/first-load";

// The bench ends in a sentence, never a stack trace (src/build/bench/bench-problems.ts).

describe("what the bench says when a measurement fails", () => {
  const retry = "npm run bench -- --lighthouse-only --routes /agenda";

  it("a browser that closed under it (the error a busy machine gave) names the route, what happened and what to try", () => {
    const error = new Error("page.waitForLoadState: Target page, context or browser has been closed\nCall log:\n  - waiting for load state");
    const problem = benchProblem("JS inicial de /agenda", error, retry);
    expect(problem).toEqual({
      where: "JS inicial de /agenda",
      what: "o navegador fechou no meio da medição",
      tryThis: expect.stringContaining(retry),
    });
    expect(describeProblems([problem])).toBe(
      `\nO bench não mediu tudo (1 problema):\n- JS inicial de /agenda: o navegador fechou no meio da medição. O que tentar: ${problem.tryThis}.`,
    );
  });

  it("a port taken, a page that never finished, and its own failures each get their sentence", () => {
    const taken = Object.assign(new Error("listen EADDRINUSE: address already in use 127.0.0.1:4599"), { code: "EADDRINUSE" });
    expect(benchProblem("as rotas", taken, retry).what).toBe("a porta que o bench usaria já está ocupada por outro programa");
    expect(benchProblem("Lighthouse em /", new Error("page.goto: Timeout 30000ms exceeded."), retry).what).toBe("a página não terminou de carregar a tempo");
    const failure = new BenchFailure("npm run build falhou", "rode-o na pasta /tmp/x para ver a mensagem inteira");
    expect(benchProblem("check e build com 1000 artigos", failure, retry)).toEqual({
      where: "check e build com 1000 artigos",
      what: "npm run build falhou",
      tryThis: "rode-o na pasta /tmp/x para ver a mensagem inteira",
    });
  });

  it("anything else is said by its first line, without the stack", () => {
    const error = new Error("something odd");
    expect(benchProblem("o bench", error, "npm run bench").what).toBe("something odd");
    expect(describeProblems([benchProblem("o bench", error, "npm run bench")])).not.toMatch(/\n\s+at /);
  });
});

describe("first loads when the browser cannot run", () => {
  let dist: string;
  const browserBefore = process.env.CHROMIUM_PATH;
  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), "bench-dist-"));
    await writeFile(join(dist, "index.html"), "<!doctype html><title>a</title><style>p{color:red}</style><p>a</p>");
    await writeFile(join(dist, "agenda.html"), "<!doctype html><title>b</title><p>b</p>");
    // A "browser" that ends at once, as one killed for memory does.
    const dead = join(dist, "dead-browser.sh");
    await writeFile(dead, "#!/bin/sh\nexit 1\n", { mode: 0o755 });
    process.env.CHROMIUM_PATH = dead;
  });
  afterAll(async () => {
    if (browserBefore === undefined) delete process.env.CHROMIUM_PATH;
    else process.env.CHROMIUM_PATH = browserBefore;
    await rm(dist, { recursive: true, force: true });
  });

  it("every route is a problem of its own, keeps what its file says, and the bench goes on", async () => {
    const { loads, problems } = await measureFirstLoads(dist, ["/", "/agenda", "/sem-pagina"]);
    expect(problems.map((problem) => problem.where)).toEqual(["JS inicial de /", "JS inicial de /agenda", "JS inicial de /sem-pagina", "HTML de /sem-pagina"]);
    expect(problems[0]?.tryThis).toContain("--routes /");
    expect(loads.get("/")).toMatchObject({ jsGzip: NaN, htmlBytes: expect.any(Number), cssGzip: expect.any(Number) });
    expect(loads.get("/agenda")?.htmlBytes).toBeGreaterThan(0);
    expect(loads.has("/sem-pagina")).toBe(false);
  });
});

describe("routes the bench is asked for", () => {
  it("an address the site does not have is said in Portuguese, with the routes it has, before anything is measured", async () => {
    // The tests' own site: the routes are read from the content before dist/ is opened.
    const before = process.env.SITE_CONTENT;
    process.env.SITE_CONTENT = FIXTURE_CONTENT;
    try {
      const problems = await runBench(PROJECT_ROOT, parseBenchArgs(["--lighthouse-only", "--routes", "/sobre,/nao-existe"]));
      expect(problems).toHaveLength(1);
      expect(problems[0]?.what).toBe("a rota /nao-existe não existe neste site");
      expect(problems[0]?.tryThis).toMatch(/^escolha entre \/, .*\/sobre/);
    } finally {
      if (before === undefined) delete process.env.SITE_CONTENT;
      else process.env.SITE_CONTENT = before;
    }
  });
});
