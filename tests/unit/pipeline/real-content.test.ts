import { describe, expect, it } from "vitest";
import { loadSiteContent } from "../../../src/engine/node/load-content";
import { formatProblem } from "../../../src/engine/core/format/format-problem";
import { PROJECT_ROOT } from "./fixture";

describe("the real site-content/", () => {
  it("is valid and collected with routes, home first", async () => {
    const result = await loadSiteContent(PROJECT_ROOT);
    // Printing the problems makes a failure here say exactly what to fix.
    expect(result.ok ? [] : result.problems.map(formatProblem)).toEqual([]);
    if (!result.ok) return;
    const { pages, site } = result.content;
    expect(site.name).toBeTruthy();
    expect(pages[0]).toMatchObject({ slug: "inicio", route: "/", file: "site-content/pages/inicio.json" });
    expect(pages.find((page) => page.slug === "404")?.route).toBe("/404");
    const rest = pages.slice(1).map((page) => page.slug);
    expect(rest).toEqual([...rest].sort());
  });
});
