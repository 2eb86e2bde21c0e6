import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "jsonc-parser";
import { describe, expect, it } from "vitest";
import { DEFAULT_CONTENT_FOLDER } from "../../../src/engine/node/content-folder";
import { CONTENT_KINDS } from "../../../src/engine/core/kinds/content-kinds";
import { contentSuite, wholeSuite } from "../../suite/suites";

const root = join(import.meta.dirname, "../../..");
const read = (path: string) => readFileSync(join(root, path), "utf8");

describe("VS Code knows which schema each content file follows", () => {
  const mappings = (parse(read(".vscode/settings.json")) as { "json.schemas": { fileMatch: string[]; url: string }[] })["json.schemas"];

  it.each(CONTENT_KINDS.map((kind) => [kind.schema, kind] as const))("%s is mapped to its files", (schema, kind) => {
    const pattern = "file" in kind.location ? `/${DEFAULT_CONTENT_FOLDER}/${kind.location.file}` : `/${DEFAULT_CONTENT_FOLDER}/${kind.location.folder}/*.json`;
    expect(mappings).toContainEqual({ fileMatch: [pattern], url: `./schemas/${schema}` });
  });

  it("maps nothing else, and every schema it names exists", () => {
    expect(mappings).toHaveLength(CONTENT_KINDS.length);
    for (const { url } of mappings) expect(existsSync(join(root, url)), url).toBe(true);
  });

  it("recommends extensions with valid ids", () => {
    const { recommendations } = parse(read(".vscode/extensions.json")) as { recommendations: string[] };
    for (const id of recommendations) expect(id).toMatch(/^[a-z0-9-]+\.[a-z0-9-]+$/);
  });
});

describe("the GitHub workflow", () => {
  const workflow = read(".github/workflows/site.yml");

  it("runs on pull requests and on pushes to main, every workflow on one line of Node that package.json's engines accept", () => {
    expect(workflow).toMatch(/^on:\n {2}pull_request:\n {2}push:\n {4}branches: \[main\]$/m);
    const lines = [".github/workflows/site.yml", ".github/workflows/scheduled-build.yml"].flatMap((file) => [
      ...[...read(file).matchAll(/node-version: (\d+)\b/g)].map((match) => Number(match[1])),
      ...[...read(file).matchAll(/container: node:(\d+)-/g)].map((match) => Number(match[1])),
    ]);
    expect(lines.length).toBe(3);
    expect(new Set(lines).size).toBe(1);
    // The floor is what Vite, jsdom, ESLint and vitest need (docs/commands.md, "Node"); CI runs a newer line.
    const { engines } = JSON.parse(read("package.json")) as { engines: { node: string } };
    expect(engines.node).toBe("^20.19.0 || ^22.13.0 || >=24");
    expect(lines[0]).toBeGreaterThanOrEqual(24);
  });

  it("installs with the same step as .ci/run, then runs the suite the change calls for, against the pull request's base", () => {
    const install = workflow.indexOf("run: .ci/install");
    const suite = workflow.indexOf('npm run test:changed -- ${BASE_SHA:+--base "$BASE_SHA"}');
    expect(install).toBeGreaterThan(0);
    expect(suite).toBeGreaterThan(install);
    expect(workflow).toContain("BASE_SHA: ${{ github.event.pull_request.base.sha }}");
    expect(workflow).toContain("fetch-depth: 0");
    expect(read(".ci/run")).toMatch(/^\.ci\/install\n(.*\n)*npm test\n/m);
    expect(read(".ci/install")).toContain("apt-get install");
    expect(read(".ci/install")).toContain("npm ci");
  });

  it("runs on a change to site-content/ alone every step of npm test that reads it, the guide's test included", async () => {
    const whole = await wholeSuite();
    const content = new Map((await contentSuite()).map((step) => [step.id, step]));
    const reading = whole.filter((step) => step.readsContent).map((step) => step.id);
    expect(reading).toEqual(expect.arrayContaining(["check", "build", "unit-content", "rehearsal", "example-dist"]));
    for (const id of reading) expect(content.has(id), id).toBe(true);
    expect(content.get("unit-content")?.args).toEqual(expect.arrayContaining(["--project", "content"]));
    // And nothing that only proves the code, which the content cannot change.
    for (const id of ["types", "lint", "format", "unit", "e2e-code", "build-fixture", "e2e-example"]) expect(content.has(id), id).toBe(false);
    // Every step it runs starts: none waits for a step it leaves out.
    for (const step of content.values()) for (const needed of step.after ?? []) expect(content.has(needed), `${step.id} waits for ${needed}`).toBe(true);
  });

  it("runs the check once, inside the suite, with GitHub annotations on either path", async () => {
    expect(workflow).not.toMatch(/npm run check|check-content/);
    const previous = process.env.GITHUB_ACTIONS;
    process.env.GITHUB_ACTIONS = "true";
    try {
      for (const steps of [await wholeSuite(), await contentSuite()]) {
        const checks = steps.filter((step) => step.args.some((arg) => arg.endsWith("scripts/check-content.ts")));
        expect(checks).toHaveLength(1);
        expect(checks[0]?.args.slice(-2)).toEqual(["--format", "github"]);
      }
    } finally {
      if (previous === undefined) delete process.env.GITHUB_ACTIONS;
      else process.env.GITHUB_ACTIONS = previous;
    }
  });
});
