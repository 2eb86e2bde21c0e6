import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadFixtureSite, PROJECT_ROOT } from "../../support/fixture-site";

describe("tests/fixtures/site-content, the site the tests own", () => {
  it("passes the check and uses every block type, so tests that read it cover each block", async () => {
    const content = await loadFixtureSite();
    const used = new Set(content.pages.flatMap((page) => page.page.sections.map((section) => section.type)));
    const blockTypes = (await readdir(join(PROJECT_ROOT, "schemas/blocks"))).map((name) => name.replace(/\.schema\.json$/, "")).sort();
    expect([...used].sort()).toEqual(blockTypes);
    for (const collection of ["ministries", "churches", "events", "testimonies", "posts"] as const) {
      expect(content[collection].length, collection).toBeGreaterThan(1);
    }
  });
});
