// The guide LEIA-ME.md is content, and docs/ links into it: a change to it alone runs this test (npm run test:content).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { linkProblems, type DocFiles } from "../support/markdown-links";

const root = join(import.meta.dirname, "../..");

/** The project's documentation: README, everything under docs/, the editors' guides and the fixture's note. */
const DOCS = [
  "README.md",
  ...readdirSync(join(root, "docs"), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".md"))
    .map((file) => `docs/${file.split("\\").join("/")}`),
  "site-content/LEIA-ME.md",
  "site-content/BLOCOS.md",
  "tests/fixtures/README.md",
];

const project: DocFiles = {
  markdown: (path) => (path.endsWith(".md") && existsSync(join(root, path)) ? readFileSync(join(root, path), "utf8") : undefined),
  exists: (path) => existsSync(join(root, path)),
};

describe("links in the documentation", () => {
  it("every link in README, docs/ and the guides resolves: files and folders that exist, headings that are there", () => {
    expect(DOCS.length).toBeGreaterThan(8);
    expect(linkProblems(DOCS, project)).toEqual([]);
  });
});
