import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { FALLBACK_FACES_JSON, fallbackFacesJson } from "../../../src/build/fonts/fallback-fonts";
import { EDITOR_FONTS_CSS, editorFontsCss, fontFacesCss } from "../../../src/build/fonts/font-faces";
import { cutFont, FONT_SUBSETS } from "../../../src/build/fonts/font-subsets";
import { TEXT_WIDTHS_JSON, textWidthsJson } from "../../../src/build/fonts/text-width-tables";
import { FONT_FAMILIES, FONT_FAMILY_NAMES, fallbackNames, fontStack } from "../../../src/lib/theme/font-families";
import { loadSchemaSet } from "../../../src/engine/node/schema-registry";
import { PROJECT_ROOT } from "../../support/fixture-site";

describe("the cut-down fonts in src/site/fonts/", () => {
  it.each(FONT_SUBSETS)("$output is what npm run fonts makes from the installed package", async (subset) => {
    const committed = await readFile(subset.output);
    const fresh = await cutFont(subset);
    expect(committed.equals(fresh), `${subset.output} está desatualizado: rode npm run fonts`).toBe(true);
    expect(committed.subarray(0, 4).toString("latin1")).toBe("wOF2");
  });

  it("have metric-matched fallbacks, header width tables and the editor's stylesheet, as npm run fonts makes them from the committed files", async () => {
    expect(await readFile(FALLBACK_FACES_JSON, "utf8"), `${FALLBACK_FACES_JSON} está desatualizado: rode npm run fonts`).toBe(await fallbackFacesJson());
    expect(await readFile(TEXT_WIDTHS_JSON, "utf8"), `${TEXT_WIDTHS_JSON} está desatualizado: rode npm run fonts`).toBe(await textWidthsJson());
    expect(await readFile(EDITOR_FONTS_CSS, "utf8"), `${EDITOR_FONTS_CSS} está desatualizado: rode npm run fonts`).toBe(editorFontsCss());
  });

  it("are the families site.json may name, at least two of each kind", async () => {
    const { index } = await loadSchemaSet(PROJECT_ROOT);
    const schema = index.get("site.schema.json").schema as { definitions: { fontFamily: { enum: string[] } } };
    expect(schema.definitions.fontFamily.enum).toEqual(FONT_FAMILY_NAMES);
    for (const kind of ["sans", "serif"]) expect(FONT_FAMILY_NAMES.filter((name) => FONT_FAMILIES[name].kind === kind).length).toBeGreaterThanOrEqual(2);
  });
});

describe("a page's fonts", () => {
  it("are the two families the theme names, each with its fallbacks, and no other family", () => {
    const css = fontFacesCss({ heading: "Lora", body: "Source Sans 3" }, (file) => `/assets/${file}`);
    const families = [...css.matchAll(/font-family:"([^"]+)"/g)].map((match) => match[1]);
    expect(new Set(families)).toEqual(new Set(["Lora Variable", ...fallbackNames("Lora"), "Source Sans 3 Variable", ...fallbackNames("Source Sans 3")]));
    expect(css).toContain('src:url(/assets/lora-latin-400-700.woff2) format("woff2-variations")');
  });

  it("are named in the stacks right after the web font and before the system's, in both states of the page", () => {
    for (const name of FONT_FAMILY_NAMES) {
      const [desktop, android] = fallbackNames(name);
      expect(fontStack(name)).toMatch(new RegExp(`^"${FONT_FAMILIES[name].web}", "${name}", "${desktop}", "${android}", `));
      // A first visit (src/lib/web-fonts.ts) names no web font, so none is fetched before the first screen.
      expect(fontStack(name, { later: true })).toMatch(new RegExp(`^"${name}", "${desktop}", "${android}", `));
    }
  });
});
