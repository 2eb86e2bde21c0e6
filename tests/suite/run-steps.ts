import { spawn, type ChildProcess } from "node:child_process";
import { slowestTests, type TestReport } from "./slowest-tests";

export interface Step {
  id: string;
  title: string;
  command: string;
  args: string[];
  env?: Record<string, string | undefined>;
  /** Steps that must have passed before this one starts. */
  after?: string[];
  /** The test reports the step writes, each named by its run, for the slowest tests at the end. */
  reports?: { run: string; report: TestReport }[];
  /** It reads the editors' site-content/: a change there alone runs it too (npm run test:content, suites.ts). */
  readsContent?: boolean;
}

interface Running {
  step: Step;
  child: ChildProcess;
  started: number;
  /** Output not shown yet: everything, until it is this step's turn to be shown. */
  held: string[];
  shown: boolean;
  exit?: number;
  seconds?: string;
  /** Whether the line saying it passed has been shown. */
  passShown?: boolean;
  /** Stopped because another step failed. */
  stopped?: boolean;
}

/**
 * How many steps run at once (TEST_CONCURRENCY, for another machine): two on two cores, the unit tests and each browser
 * run keeping two processes busy. Three at a time passes, but a quiet fresh run took longer (docs/testing.md).
 */
export function stepsAtOnce(): number {
  return Number(process.env.TEST_CONCURRENCY ?? 2);
}

const elapsed = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

/**
 * The last lines of every run, passed or failed: each step's time, then the ten slowest tests of the reports the
 * steps wrote, so a test that makes the suite slower is seen the day it lands.
 */
async function printSummary(order: Running[], steps: Step[], since: number): Promise<void> {
  const lines = ["", "Tempo por etapa:"];
  for (const run of order) {
    const state = run.stopped ? "interrompida" : run.exit === 0 ? "" : "falhou";
    lines.push(`  ${(run.seconds ?? elapsed(run.started)).padStart(6)} s  ${run.step.title}${state ? ` (${state})` : ""}`);
  }
  const slowest = await slowestTests(
    steps.flatMap((step) => step.reports ?? []),
    since,
    process.cwd(),
  );
  if (slowest.length > 0) {
    lines.push("", `Os ${slowest.length} testes mais lentos:`);
    for (const test of slowest) lines.push(`  ${test.seconds.toFixed(1).padStart(6)} s  [${test.run}] ${test.name}`);
  }
  process.stdout.write(`${lines.join("\n")}\n`);
}

/**
 * Runs the steps, up to `concurrency` at a time, each as soon as the steps it comes after have passed, and stops
 * at the first failure (the others are stopped, their output dropped). Output stays in one piece per step: the
 * earliest-started step is shown live, the others' output is held and shown whole when their turn comes, so the
 * log reads like a sequence even though the machine's cores are kept busy.
 */
export async function runSteps(steps: Step[], concurrency: number): Promise<number> {
  const started = performance.now();
  const startedAt = Date.now();
  const waiting = [...steps];
  const passed = new Set<string>();
  const order: Running[] = [];
  let failed: Running | undefined;
  let wake: () => void = () => {};

  const show = (run: Running, text: string) => {
    if (run.shown) process.stdout.write(text);
    else run.held.push(text);
  };

  /** Shows, in start order, every step whose turn has come: finished ones whole, then the first still running, live. */
  const flush = () => {
    for (const run of order) {
      if (!run.shown) {
        run.shown = true;
        process.stdout.write(`\n▶ ${run.step.title}\n${run.held.join("")}`);
        run.held = [];
      }
      if (run.exit !== 0) return;
      if (!run.passShown) process.stdout.write(`✔ ${run.step.title} (${run.seconds} s)\n`);
      run.passShown = true;
    }
  };

  const start = (step: Step) => {
    const child = spawn(step.command, step.args, {
      env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? "1" : process.env.FORCE_COLOR, ...step.env },
      stdio: ["ignore", "pipe", "pipe"],
      // Its own process group, so stopping it stops what it started (browsers, servers).
      detached: true,
    });
    const run: Running = { step, child, started: performance.now(), held: [], shown: false };
    order.push(run);
    child.stdout?.on("data", (chunk: Buffer) => show(run, chunk.toString()));
    child.stderr?.on("data", (chunk: Buffer) => show(run, chunk.toString()));
    child.on("close", (code, signal) => {
      run.exit = code ?? (signal ? 1 : 0);
      run.seconds = elapsed(run.started);
      if (run.exit === 0) passed.add(step.id);
      else failed ??= run;
      wake();
    });
    child.on("error", (error) => {
      show(run, `${error.message}\n`);
      if (run.exit !== undefined) return;
      run.exit = 1;
      failed ??= run;
      wake();
    });
  };

  const stop = (run: Running) => {
    if (run.exit !== undefined || !run.child.pid) return;
    run.stopped = true;
    try {
      process.kill(-run.child.pid, "SIGTERM");
    } catch {
      // Already gone.
    }
  };
  const stopAll = () => order.forEach(stop);
  process.once("SIGINT", stopAll);
  process.once("SIGTERM", stopAll);

  for (;;) {
    const running = order.filter((run) => run.exit === undefined);
    if (!failed) {
      for (const step of [...waiting]) {
        if (running.length >= concurrency) break;
        if (!(step.after ?? []).every((id) => passed.has(id))) continue;
        waiting.splice(waiting.indexOf(step), 1);
        start(step);
        running.push(order.at(-1) as Running);
      }
    }
    flush();
    if (failed) break;
    if (running.length === 0) {
      if (waiting.length > 0) throw new Error(`steps waiting on steps that never ran: ${waiting.map((step) => step.id).join(", ")}`);
      break;
    }
    await new Promise<void>((resolve) => (wake = resolve));
  }

  if (failed) {
    const others = order.filter((run) => run !== failed && run.exit === undefined);
    others.forEach(stop);
    await Promise.all(others.map((run) => new Promise((resolve) => (run.exit !== undefined ? resolve(null) : run.child.once("close", resolve)))));
    for (const run of others.filter((other) => other.shown)) process.stdout.write(`\n⋯ interrompido: ${run.step.title}\n`);
    if (!failed.shown) process.stdout.write(`\n▶ ${failed.step.title}\n`);
    process.stdout.write(failed.held.join(""));
    process.stdout.write(`\n✖ Falhou: ${failed.step.title} (${elapsed(failed.started)} s)\n`);
    await printSummary(order, steps, startedAt);
    return failed.exit || 1;
  }
  await printSummary(order, steps, startedAt);
  process.stdout.write(`\nTudo certo: ${steps.length} etapas em ${elapsed(started)} s.\n`);
  return 0;
}
