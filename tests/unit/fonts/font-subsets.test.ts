import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { FALLBACK_FAMILIES, FALLBACK_FONTS_CSS, fallbackFontsCss } from "../../../src/build/fonts/fallback-fonts";
import { cutFont, FONT_SUBSETS, LATIN_RANGES } from "../../../src/build/fonts/font-subsets";

const hex = (code: number) => code.toString(16).toUpperCase().padStart(4, "0");

describe("the cut-down fonts in src/site/fonts/", () => {
  it.each(FONT_SUBSETS)("$output is what npm run fonts makes from the installed package", async (subset) => {
    const committed = await readFile(subset.output);
    const fresh = await cutFont(subset);
    expect(committed.equals(fresh), `${subset.output} está desatualizado: rode npm run fonts`).toBe(true);
    expect(committed.subarray(0, 4).toString("latin1")).toBe("wOF2");
  });

  it("are declared in src/site/fonts/fonts.css with the weights and characters they hold", async () => {
    const css = await readFile("src/site/fonts/fonts.css", "utf8");
    const ranges = LATIN_RANGES.map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`));
    for (const subset of FONT_SUBSETS) {
      const file = subset.output.replace(/^src\/site\/fonts\//, "./");
      const face = css.split("@font-face").find((block) => block.includes(file));
      expect(face, file).toBeDefined();
      expect(face).toContain(`font-weight: ${subset.weights.min} ${subset.weights.max};`);
      // The CSS starts at U+0000 (control characters have no glyphs; the cut starts at the space).
      expect(face).toContain(`unicode-range: ${["U+0000-00FF", ...ranges.slice(1)].join(", ")};`);
    }
  });

  it("have metric-matched fallbacks, as npm run fonts measures them on the committed files", async () => {
    const committed = await readFile(FALLBACK_FONTS_CSS, "utf8");
    expect(committed, `${FALLBACK_FONTS_CSS} está desatualizado: rode npm run fonts`).toBe(await fallbackFontsCss());
  });

  it("name every fallback family right after their web font, before the system's, in both states of the page", async () => {
    const css = await readFile("src/site/fonts/fonts.css", "utf8");
    expect(css).toContain('@import "./fallback-fonts.css";');
    const stacks = [...css.matchAll(/--font-(body|heading):([^;]+);/g)].map((match) => match[2] ?? "");
    // :root, then :root[data-fonts="later"] (src/lib/web-fonts.ts), each with body and heading.
    expect(stacks).toHaveLength(4);
    for (const { family } of FALLBACK_FAMILIES) expect(stacks.filter((stack) => stack.includes(`"${family}"`))).toHaveLength(2);
    expect(css).toMatch(/:root\[data-fonts="later"\] \{[^}]*--font-body: "Inter", "Inter Fallback"/);
  });
});
