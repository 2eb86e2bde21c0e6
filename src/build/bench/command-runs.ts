import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { BenchFailure } from "./bench-problems";
import { RESOURCE_REPORT_VARIABLE, type ResourceReport } from "./resource-report";

/** The npm command a script is run by, as an editor would type it. */
const commandName = (script: string, args: string[]) =>
  `npm run ${script.includes("check") ? "check" : "build"}${args.length > 0 ? ` -- ${args.join(" ")}` : ""}`;

/** One run of a project command, as the benchmark prints it. */
export interface CommandRun extends ResourceReport {
  wallMs: number;
}

/**
 * Runs a project script the way its npm script does (under tsx), in one Node process: `node --import tsx`,
 * not `npx tsx`, whose launcher processes would be timed too and hide the command's own memory. The
 * command reports its peak memory and CPU itself (resource-report.ts).
 */
export function runCommand(root: string, script: string, args: string[] = []): CommandRun {
  const folder = mkdtempSync(join(tmpdir(), "mc-bench-"));
  const reportFile = join(folder, "report.json");
  try {
    const started = performance.now();
    const result = spawnSync(process.execPath, ["--import", "tsx", join(root, script), ...args], {
      cwd: root,
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...process.env, [RESOURCE_REPORT_VARIABLE]: reportFile },
    });
    const wallMs = performance.now() - started;
    if (result.status !== 0) {
      throw new BenchFailure(
        `${commandName(script, args)} falhou${result.signal ? ` (${result.signal}: a máquina pode ter ficado sem memória)` : ""}`,
        `rode-o na pasta ${root} para ver a mensagem inteira`,
      );
    }
    const run: CommandRun = { wallMs, ...(JSON.parse(readFileSync(reportFile, "utf8")) as ResourceReport) };
    // Each run as it ends, on stderr: a long benchmark shows where it is, and a stopped one what it measured.
    process.stderr.write(`  ${[script, ...args].join(" ")} (${root}): ${describeRun(run)}\n`);
    return run;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

export function describeRun({ wallMs, cpuMs, peakRssBytes }: CommandRun): string {
  return `${(wallMs / 1000).toFixed(2)} s, CPU ${(cpuMs / 1000).toFixed(1)} s, pico ${Math.round(peakRssBytes / 1048576)} MB`;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

/** Each figure's median over several runs (each figure on its own: the fastest run need not be the leanest). */
export function medianRun(runs: CommandRun[]): CommandRun {
  return {
    wallMs: median(runs.map((run) => run.wallMs)),
    cpuMs: median(runs.map((run) => run.cpuMs)),
    peakRssBytes: median(runs.map((run) => run.peakRssBytes)),
  };
}

/**
 * Empties a project's `.cache/` as a fresh clone has it (the encoded images aside, which the benchmark's
 * copies share with the project and which are keyed by their bytes): the next check cleans and compiles
 * every post body again.
 */
export async function clearContentCaches(root: string): Promise<void> {
  const cache = join(root, ".cache");
  const entries = await readdir(cache).catch(() => [] as string[]);
  await Promise.all(entries.filter((name) => name !== "images").map((name) => rm(join(cache, name), { recursive: true, force: true })));
}
