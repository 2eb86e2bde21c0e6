import { describe, expect, it } from "vitest";
import { isContentOnly } from "../../suite/changed-scope";

describe("a pull request runs the content path only when it changes nothing but site-content/", () => {
  it("an editor's saves are content only, and so is a change to their guide alone (its test is on the content path)", () => {
    expect(isContentOnly(["site-content/pages/inicio.json", "site-content/images/blog/foto.jpg"])).toBe(true);
    expect(isContentOnly(["site-content/LEIA-ME.md"])).toBe(true);
  });

  it("any file outside site-content/ runs everything: code, schemas, tests, the fixture, tooling", () => {
    for (const other of ["src/site/app/app.tsx", "schemas/page.schema.json", "tests/fixtures/site-content/site.json", "package-lock.json", ".ci/run"]) {
      expect(isContentOnly(["site-content/site.json", other]), other).toBe(false);
    }
  });

  it("a folder merely named like it, or no change at all, runs everything", () => {
    expect(isContentOnly(["site-content-old/site.json"])).toBe(false);
    expect(isContentOnly([])).toBe(false);
  });
});
