import { mkdtemp, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { runSteps, type Step } from "../../suite/run-steps";

// npm test ends with each step's time and the ten slowest tests of the reports its steps wrote (tests/suite/run-steps.ts).

const playwrightReport = {
  suites: [
    {
      title: "agenda.spec.ts",
      specs: [{ title: "a slow browser test", tests: [{ results: [{ duration: 1_500 }, { duration: 4_200 }] }] }],
      suites: [{ title: "a describe", specs: [{ title: "a quick one", tests: [{ results: [{ duration: 5 }] }] }] }],
    },
  ],
};
const vitestReport = (root: string) => ({
  testResults: Array.from({ length: 12 }, (_, at) => ({
    name: join(root, "tests/unit/some.test.ts"),
    assertionResults: [{ fullName: `unit test ${at}`, duration: 10 * at }],
  })),
});

/** A step that writes `text` to `file`, as a test runner writes its report. */
const writing = (id: string, file: string, text: string, extra: Partial<Step> = {}): Step => ({
  id,
  title: `etapa ${id}`,
  command: process.execPath,
  args: ["-e", `require("node:fs").writeFileSync(${JSON.stringify(file)}, ${JSON.stringify(text)})`],
  ...extra,
});

let folder: string;
let printed: string;
beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), "suite-summary-"));
  printed = "";
  vi.spyOn(process.stdout, "write").mockImplementation((chunk) => {
    printed += String(chunk);
    return true;
  });
});
afterEach(async () => {
  vi.restoreAllMocks();
  await rm(folder, { recursive: true, force: true });
});

describe("the end of a run", () => {
  it("lists every step with its time, then the ten slowest tests of this run's reports, slowest first", async () => {
    const browser = join(folder, "browser.json");
    const unit = join(folder, "unit.json");
    const code = await runSteps(
      [
        writing("browser", browser, JSON.stringify(playwrightReport), { reports: [{ run: "código", report: { kind: "playwright", file: browser } }] }),
        writing("unit", unit, JSON.stringify(vitestReport(process.cwd())), { reports: [{ run: "unitários", report: { kind: "vitest", file: unit } }] }),
      ],
      2,
    );
    expect(code).toBe(0);
    const summary = printed.slice(printed.indexOf("Tempo por etapa:"));
    expect(summary).toMatch(/\d+\.\d s {2}etapa browser\n/);
    expect(summary).toMatch(/\d+\.\d s {2}etapa unit\n/);
    const slowest = summary.slice(summary.indexOf("Os 10 testes mais lentos:")).split("\n").slice(1, 11);
    // A retried test counts its slowest attempt; the file path is given from the project's root.
    expect(slowest[0]).toMatch(/^\s+4\.2 s {2}\[código\] agenda\.spec\.ts › a slow browser test$/);
    expect(slowest[1]).toMatch(/^\s+0\.1 s {2}\[unitários\] tests\/unit\/some\.test\.ts › unit test 11$/);
    expect(slowest.join("\n")).not.toContain("a quick one");
  });

  it("says which step failed and which were stopped, and ignores a report an earlier run left", async () => {
    const stale = join(folder, "stale.json");
    await writeFile(stale, JSON.stringify(playwrightReport));
    const longAgo = new Date(Date.now() - 3_600_000);
    await utimes(stale, longAgo, longAgo);
    const code = await runSteps(
      [
        { id: "fails", title: "etapa que falha", command: process.execPath, args: ["-e", "process.exit(3)"] },
        {
          id: "slow",
          title: "etapa longa",
          command: process.execPath,
          args: ["-e", "setTimeout(() => {}, 60000)"],
          reports: [{ run: "velho", report: { kind: "playwright", file: stale } }],
        },
      ],
      2,
    );
    expect(code).toBe(3);
    const summary = printed.slice(printed.indexOf("Tempo por etapa:"));
    expect(summary).toContain("etapa que falha (falhou)");
    expect(summary).toContain("etapa longa (interrompida)");
    expect(summary).not.toContain("mais lentos");
  });
});
