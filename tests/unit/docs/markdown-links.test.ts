import { describe, expect, it } from "vitest";
import { anchorsOf, linkProblems, type DocFiles } from "../../support/markdown-links";

/** A small repository in memory, for what the link check must refuse (the repository's own links: tests/content-unit/doc-links.test.ts). */
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

describe("the documentation's link check", () => {
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
        "[out](../elsewhere/notes.md)",
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
      "README.md:8 ../elsewhere/notes.md: leads out of the repository",
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
