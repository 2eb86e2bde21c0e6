import { readFileSync, readdirSync } from "node:fs";
import { copyFile, readFile, readdir } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "../../support/fixture-site";

// docs/testing.md, "What a content change runs": tests of code run on content they own; the browser tests tagged
// @content read what they expect from the content under test, and are all a content pull request runs.

describe("tests of code never read the editors' content", () => {
  it("a unit test that reads site-content/ fails, naming the file (tests/support/content-guard.ts)", async () => {
    await expect(readFile(join(PROJECT_ROOT, "site-content/site.json"), "utf8")).rejects.toThrow(/read the editors' content \(site-content\/site\.json\)/);
    expect(() => readdirSync(join(PROJECT_ROOT, "site-content/pages"))).toThrow(/site-content\/pages/);
    expect(() => readFileSync(new URL(`file://${join(PROJECT_ROOT, "site-content/pages/inicio.json")}`))).toThrow(/tag it @content/);
  });

  it("the editors' guide is content too: a test that reads it runs when it changes (tests/content-unit/)", async () => {
    await expect(readFile(join(PROJECT_ROOT, "site-content/LEIA-ME.md"), "utf8")).rejects.toThrow(/site-content\/LEIA-ME\.md.*tests\/content-unit/);
    await expect(copyFile(join(PROJECT_ROOT, "site-content/site.json"), join(PROJECT_ROOT, ".cache/copia.json"))).rejects.toThrow(/site-content\/site\.json/);
    // The block catalogue is generated from schemas/, and npm run check holds it to them on every content change.
    expect(await readFile(join(PROJECT_ROOT, "site-content/BLOCOS.md"), "utf8")).toContain("#");
  });
});

describe("browser tests tagged @content read the content under test", () => {
  it("every spec with an @content test reads its expectations through tests/e2e/support/content.ts", async () => {
    const specs = (await readdir(join(PROJECT_ROOT, "tests/e2e"))).filter((name) => name.endsWith(".spec.ts"));
    const tagged = [];
    for (const name of specs) {
      const text = await readFile(join(PROJECT_ROOT, "tests/e2e", name), "utf8");
      if (!text.includes('"@content"')) continue;
      tagged.push(name);
      expect(text, `${name} has @content tests but does not import ./support/content or ./support/site-routes`).toMatch(
        /from "\.\/support\/(content|site-routes)"/,
      );
    }
    expect(tagged.length).toBeGreaterThan(10);
  });
});
