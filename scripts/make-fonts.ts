/**
 * Writes the site's cut-down fonts (src/build/fonts/font-subsets.ts) into src/site/fonts/, then, measured on the
 * files just written, their metric-matched fallbacks (src/build/fonts/fallback-fonts.ts), the header's width
 * tables (src/build/fonts/text-width-tables.ts) and the editor's stylesheet of every family (font-faces.ts).
 * Usage: npm run fonts (after updating an @fontsource-variable package or adding a family).
 */
import { writeFile } from "node:fs/promises";
import { FALLBACK_FACES_JSON, fallbackFacesJson } from "../src/build/fonts/fallback-fonts";
import { cutFont, FONT_SUBSETS } from "../src/build/fonts/font-subsets";
import { EDITOR_FONTS_CSS, editorFontsCss } from "../src/build/fonts/font-faces";
import { TEXT_WIDTHS_JSON, textWidthsJson } from "../src/build/fonts/text-width-tables";
import { readCommandOptions } from "../src/engine/node/command-options";

// No options: a stray argument is refused before anything is written, and --help says so.
readCommandOptions("uso: npm run fonts", {});

for (const subset of FONT_SUBSETS) {
  const bytes = await cutFont(subset);
  await writeFile(subset.output, bytes);
  console.log(`${subset.output}: ${(bytes.length / 1024).toFixed(1)} KB`);
}
await writeFile(FALLBACK_FACES_JSON, await fallbackFacesJson());
console.log(`${FALLBACK_FACES_JSON}: metric-matched fallbacks`);
await writeFile(TEXT_WIDTHS_JSON, await textWidthsJson());
console.log(`${TEXT_WIDTHS_JSON}: the header's width tables`);
await writeFile(EDITOR_FONTS_CSS, editorFontsCss());
console.log(`${EDITOR_FONTS_CSS}: every family, for the editor's previews`);
