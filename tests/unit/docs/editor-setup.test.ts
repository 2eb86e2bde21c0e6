import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "jsonc-parser";
import { describe, expect, it } from "vitest";
import { DEFAULT_CONTENT_FOLDER } from "../../../src/engine/node/content-folder";
import { CONTENT_KINDS } from "../../../src/engine/core/kinds/content-kinds";

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

  it("runs on pull requests and on pushes to main, with Node 20", () => {
    expect(workflow).toMatch(/^on:\n {2}pull_request:\n {2}push:\n {4}branches: \[main\]$/m);
    expect(workflow).toMatch(/node-version: 20\b/);
  });

  it("annotates content errors first, then runs the whole suite", () => {
    const check = workflow.indexOf("run: npm run check -- --format github");
    const install = workflow.indexOf("run: npm ci");
    const suite = workflow.indexOf("run: npm test");
    expect(install).toBeGreaterThan(0);
    expect(check).toBeGreaterThan(install);
    expect(suite).toBeGreaterThan(check);
    expect(workflow).toContain("apt-get install");
  });
});
