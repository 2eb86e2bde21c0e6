import { readFile, stat } from "node:fs/promises";

/** A report a step writes: Playwright's JSON reporter or vitest's (the Jest-shaped one). */
export interface TestReport {
  kind: "playwright" | "vitest";
  file: string;
}

export interface TimedTest {
  /** Which run it was in ("unit", "code", "content"...), so the same test in two runs stays apart. */
  run: string;
  name: string;
  seconds: number;
}

interface PlaywrightSuite {
  title: string;
  specs?: { title: string; tests: { results: { duration: number }[] }[] }[];
  suites?: PlaywrightSuite[];
}

interface VitestReport {
  testResults?: { name: string; assertionResults?: { fullName: string; duration?: number | null }[] }[];
}

/** Every test of a Playwright JSON report: its file and titles, and its longest attempt (a retried test counts its worst). */
function playwrightTests(run: string, suites: PlaywrightSuite[], path: string[] = []): TimedTest[] {
  return suites.flatMap((suite) => {
    const here = [...path, suite.title];
    const own = (suite.specs ?? []).flatMap((spec) =>
      spec.tests.map((test) => ({
        run,
        name: [...here, spec.title].join(" › "),
        seconds: Math.max(0, ...test.results.map((result) => result.duration)) / 1000,
      })),
    );
    return [...own, ...playwrightTests(run, suite.suites ?? [], here)];
  });
}

function vitestTests(run: string, report: VitestReport, root: string): TimedTest[] {
  return (report.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? []).map((test) => ({
      run,
      name: `${file.name.startsWith(root) ? file.name.slice(root.length + 1) : file.name} › ${test.fullName}`,
      seconds: (test.duration ?? 0) / 1000,
    })),
  );
}

/** The tests a report holds, read from its text. */
export function testsInReport(run: string, kind: TestReport["kind"], text: string, root: string): TimedTest[] {
  const report = JSON.parse(text) as { suites?: PlaywrightSuite[] } & VitestReport;
  return kind === "playwright" ? playwrightTests(run, report.suites ?? []) : vitestTests(run, report, root);
}

/**
 * The `count` slowest tests of the reports written since `since` (epoch ms): a report left by an earlier run, or by
 * a step this run never reached, says nothing about this one. A report that is missing or unreadable is skipped.
 */
export async function slowestTests(reports: { run: string; report: TestReport }[], since: number, root: string, count = 10): Promise<TimedTest[]> {
  const tests: TimedTest[] = [];
  for (const { run, report } of reports) {
    try {
      if ((await stat(report.file)).mtimeMs < since) continue;
      tests.push(...testsInReport(run, report.kind, await readFile(report.file, "utf8"), root));
    } catch {
      // Not written by this run (a step stopped early): nothing to read.
    }
  }
  return tests.sort((a, b) => b.seconds - a.seconds).slice(0, count);
}
