/**
 * Writes the site's cut-down fonts (src/build/fonts/font-subsets.ts) into src/site/fonts/, then their
 * metric-matched fallbacks (src/build/fonts/fallback-fonts.ts), which are measured on the files just written.
 * Usage: npm run fonts (after updating an @fontsource-variable package).
 */
import { writeFile } from "node:fs/promises";
import { FALLBACK_FONTS_CSS, fallbackFontsCss } from "../src/build/fonts/fallback-fonts";
import { cutFont, FONT_SUBSETS } from "../src/build/fonts/font-subsets";
import { readCommandOptions } from "../src/engine/node/command-options";

// No options: a stray argument is refused before anything is written, and --help says so.
readCommandOptions("uso: npm run fonts", {});

for (const subset of FONT_SUBSETS) {
  const bytes = await cutFont(subset);
  await writeFile(subset.output, bytes);
  console.log(`${subset.output}: ${(bytes.length / 1024).toFixed(1)} KB`);
}
await writeFile(FALLBACK_FONTS_CSS, await fallbackFontsCss());
console.log(`${FALLBACK_FONTS_CSS}: metric-matched fallbacks`);
