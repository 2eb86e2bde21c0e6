import { writeFileSync } from "node:fs";

/** What a command used, as `npm run bench` reads it: peak memory of the whole process (worker threads included) and CPU. */
export interface ResourceReport {
  /** Largest resident set, in bytes. */
  peakRssBytes: number;
  /** User plus system time of every thread, in milliseconds. */
  cpuMs: number;
}

/** The variable `npm run bench` sets to the file a command writes its report to. */
export const RESOURCE_REPORT_VARIABLE = "BENCH_RESOURCE_REPORT";

/**
 * When the benchmark asks, the command writes what it used as it exits. Measured inside the process, so
 * a launcher in between (npx, tsx's own CLI) is not what gets counted.
 */
export function reportResourcesOnExit(): void {
  const file = process.env[RESOURCE_REPORT_VARIABLE];
  if (!file) return;
  process.on("exit", () => {
    const usage = process.resourceUsage();
    const report: ResourceReport = { peakRssBytes: usage.maxRSS * 1024, cpuMs: (usage.userCPUTime + usage.systemCPUTime) / 1000 };
    writeFileSync(file, JSON.stringify(report));
  });
}
