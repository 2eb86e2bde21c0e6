import { describe, expect, it } from "vitest";
import { contrastRatio } from "../../../src/lib/color/srgb";
import { CONTRAST_PAIRS } from "../../../src/lib/theme/contrast-pairs";
import { schemeColors } from "../../../src/lib/theme/scheme-colors";
import { fixtureSiteJson } from "../../support/fixture-site";
import { createFixture, positionOf } from "../pipeline/fixture";

const file = "site-content/site.json";

describe("the contrast rule, in npm run check", () => {
  it("refuses a text colour below AA at its field's line and column, naming the pair, where it shows, the ratio and a shade that passes", async () => {
    const fixture = await createFixture();
    const before = await fixture.read(file);
    const written = before.match(/"accentText": "(#[0-9a-f]{6})"/)?.[1] as string;
    await fixture.edit(file, `"accentText": "${written}"`, `"accentText": "#e0b84a"`);
    const problems = await fixture.newProblems();
    const at = positionOf(await fixture.read(file), `"#e0b84a"`);
    expect(problems).toEqual([expect.objectContaining({ file, pointer: "/theme/colors/accentText", line: at.line, column: at.column })]);
    const message = problems[0]?.message ?? "";
    expect(message).toMatch(
      /^o dourado #e0b84a, texto de destaque, sobre o creme #[0-9a-f]{6}, fundo suave[^(]*\([^)]+\) tem contraste \d,\d:1; o mínimo é 4,5:1\. O tom mais próximo de #e0b84a que passa é (#[0-9a-f]{6})\.$/,
    );
    // The shade it offers passes: written in its place, the check is silent.
    const shade = /que passa é (#[0-9a-f]{6})/.exec(message)?.[1] as string;
    await fixture.edit(file, `"accentText": "#e0b84a"`, `"accentText": "${shade}"`);
    expect(await fixture.newProblems()).toEqual([]);
  });

  it("checks the dark theme too, at the dark field the content wrote", async () => {
    const fixture = await createFixture();
    await fixture.edit(file, `"mark": {`, `"dark": { "text": "#3a3a3a" },\n    "mark": {`);
    const problems = await fixture.newProblems();
    expect(problems).toEqual([expect.objectContaining({ file, pointer: "/theme/dark/text" })]);
    expect(problems[0]?.message).toMatch(
      /^No tema escuro, o .+ #3a3a3a, texto, sobre .+ tem contraste 1,\d:1; o mínimo é 4,5:1\. O tom mais próximo de #3a3a3a que passa é #[0-9a-f]{6}\.$/,
    );
  });

  it("blames the colour that fails everywhere (a mid-grey brand under white text), with one shade that passes in every pair", async () => {
    const fixture = await createFixture();
    // A mid-grey brand: white text on it fails, and so does the soft brand worked out from it.
    const site = fixtureSiteJson();
    await fixture.edit(file, `"brand": "${site.theme.colors.brand}"`, `"brand": "#8a8f99"`);
    const problems = await fixture.newProblems();
    expect(problems).toEqual([expect.objectContaining({ file, pointer: "/theme/colors/brand" })]);
    const shade = /O tom mais próximo de #8a8f99 que passa é (#[0-9a-f]{6})\.$/.exec(problems[0]?.message ?? "")?.[1] as string;
    expect(problems[0]?.message).toContain("#8a8f99, cor principal");
    await fixture.edit(file, `"brand": "#8a8f99"`, `"brand": "${shade}"`);
    expect(await fixture.newProblems()).toEqual([]);
  });
});

describe("the schemes worked out from four colours", () => {
  // A palette of four roles only, as a new church starts: every pair the design uses passes in both themes.
  it.each([
    { brand: "#14213d", accent: "#d4a72c", surface: "#faf6ee", text: "#1c1f26" },
    { brand: "#5b1a2e", accent: "#2e8b57", surface: "#f4f7f2", text: "#1e2420" },
    { brand: "#1d3b2a", accent: "#e07a2f", surface: "#fbf5ec", text: "#222222" },
  ])("%o reads in both themes", (colors) => {
    const schemes = schemeColors({ colors });
    for (const scheme of [schemes.light, schemes.dark]) {
      const below = CONTRAST_PAIRS.filter((pair) => {
        const ratio = contrastRatio(scheme.tokens[pair.fg].hex, scheme.tokens[pair.bg].hex);
        // onAccent on accent and brand's white text depend on the palette itself: the check reports them.
        return Math.floor(ratio * 100) / 100 < pair.min && !["accent", "accentLight", "brand", "brandSoft", "brandDeep"].includes(pair.bg);
      });
      expect(below.map((pair) => `${scheme.scheme}: ${pair.fg} on ${pair.bg}`)).toEqual([]);
    }
  });

  it("keeps the dark page darker than the brand's bands and its text light", () => {
    const { dark } = schemeColors({ colors: { brand: "#14213d", accent: "#d4a72c", surface: "#faf6ee", text: "#1c1f26" } });
    expect(contrastRatio(dark.tokens.text.hex, dark.tokens.bg.hex)).toBeGreaterThan(12);
    expect(contrastRatio(dark.tokens.onBrand.hex, dark.tokens.bg.hex)).toBeGreaterThan(contrastRatio(dark.tokens.onBrand.hex, dark.tokens.brand.hex));
  });
});
