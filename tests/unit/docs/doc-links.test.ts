import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "../../support/fixture-site";
import { anchorsOf, linkProblems, type DocFiles } from "../../support/markdown-links";

/** The project's documentation: README, everything under docs/, the editors' guides and the fixture's note. */
const DOCS = [
  "README.md",
  ...readdirSync(join(PROJECT_ROOT, "docs"), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".md"))
    .map((file) => `docs/${file.split("\\").join("/")}`),
  "site-content/LEIA-ME.md",
  "site-content/BLOCOS.md",
  "tests/fixtures/README.md",
];

const project: DocFiles = {
  markdown: (path) => (path.endsWith(".md") && existsSync(join(PROJECT_ROOT, path)) ? readFileSync(join(PROJECT_ROOT, path), "utf8") : undefined),
  exists: (path) => existsSync(join(PROJECT_ROOT, path)),
};

/** A small repository in memory, for what the check must refuse. */
function memory(files: Record<string, string>): DocFiles {
  const folders = new Set(
    Object.keys(files).flatMap((path) =>
      path
        .split("/")
        .slice(0, -1)
        .map((_, i, parts) => parts.slice(0, i + 1).join("/")),
    ),
  );
  return { markdown: (path) => files[path], exists: (path) => path === "" || path in files || folders.has(path) };
}

describe("links in the documentation", () => {
  it("every link in README, docs/ and the guides resolves: files and folders that exist, headings that are there", () => {
    expect(DOCS.length).toBeGreaterThan(8);
    expect(linkProblems(DOCS, project)).toEqual([]);
  });

  it("finds a missing file, a missing heading, a way out of the repository and an address no browser opens", () => {
    const files = memory({
      "README.md": [
        "# Site",
        "[ok](docs/a.md#the-npm-run-check-command) [ok](docs/a.md#twice-1) [ok](docs/) [ok](src/x.ts#L3) [ok](#site)",
        "[ok](https://example.org/x) [ok](http://localhost:5173/_blocos) [ok](mailto:a@b.org)",
        "`[in code](nowhere.md)`",
        "[gone](docs/b.md)",
        "[no heading](docs/a.md#the-command)",
        "[no heading here](#nothing)",
        "[out](../shared/DESIGN.md)",
        '<img src="docs/missing.png" alt="">',
        "[not a place](src/x.ts#top) [nowhere](https://) [not here](javascript:alert(1))",
      ].join("\n"),
      "docs/a.md": "# A\n\n## The `npm run check` command\n\n## Twice\n\n## Twice\n",
      "src/x.ts": "",
    });
    expect(linkProblems(["README.md"], files)).toEqual([
      "README.md:5 docs/b.md: docs/b.md does not exist",
      "README.md:6 docs/a.md#the-command: docs/a.md has no heading whose anchor is #the-command",
      "README.md:7 #nothing: README.md has no heading whose anchor is #nothing",
      "README.md:8 ../shared/DESIGN.md: leads out of the repository",
      "README.md:9 docs/missing.png: docs/missing.png does not exist",
      "README.md:10 src/x.ts#top: #top is not a place GitHub can link to in src/x.ts",
      "README.md:10 https://: not an address a browser opens",
      "README.md:10 javascript:alert(1): a scheme a reader's browser does not open from a document",
    ]);
  });

  it("names headings as GitHub does: code, links and emphasis as their words, accents kept, repeats numbered", () => {
    const anchors = anchorsOf(
      "## Local: `npm run editor`\n\n## Agendar pelo arquivo (`publishAt`)\n\n## Como _editar_ o [site](x.md)\n\n## Local: `npm run editor`\n",
    );
    expect([...anchors]).toEqual(["local-npm-run-editor", "agendar-pelo-arquivo-publishat", "como-editar-o-site", "local-npm-run-editor-1"]);
  });
});
