/**
 * Writes the site's cut-down fonts (src/build/fonts/font-subsets.ts) into src/site/fonts/.
 * Usage: npm run fonts (after updating an @fontsource-variable package).
 */
import { writeFile } from "node:fs/promises";
import { cutFont, FONT_SUBSETS } from "../src/build/fonts/font-subsets";

for (const subset of FONT_SUBSETS) {
  const bytes = await cutFont(subset);
  await writeFile(subset.output, bytes);
  console.log(`${subset.output}: ${(bytes.length / 1024).toFixed(1)} KB`);
}
