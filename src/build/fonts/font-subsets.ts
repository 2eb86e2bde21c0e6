import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import subsetFont from "subset-font";
import { FONT_FAMILIES, FONT_FAMILY_NAMES, type FontFamilyName } from "../../lib/theme/font-families";

/**
 * The self-hosted fonts (every family of src/lib/theme/font-families.ts), cut down to what the site uses. Fontsource's "latin" files carry the
 * whole weight axis (100–900) and layout features the site never asks for; keeping the same
 * characters (so nothing falls back) and weights 400–700 makes the preloaded bytes a quarter smaller.
 * `npm run fonts` writes them to src/site/fonts/; a unit test fails when they are stale.
 */
export interface FontSubset {
  family: FontFamilyName;
  /** The package file it is cut from. */
  source: string;
  /** Where the cut font is written; the build publishes it when site.json's theme names its family (font-faces.ts). */
  output: string;
  weights: { min: number; max: number };
}

export const FONT_SUBSETS: readonly FontSubset[] = FONT_FAMILY_NAMES.map((family) => ({
  family,
  source: FONT_FAMILIES[family].source,
  output: `src/site/fonts/${FONT_FAMILIES[family].file}`,
  weights: { min: 400, max: 700 },
}));

/** Fontsource's "latin" coverage: the characters each bundled font file keeps. */
export const LATIN_RANGES: readonly (readonly [number, number])[] = [
  [0x20, 0xff],
  [0x131, 0x131],
  [0x152, 0x153],
  [0x2bb, 0x2bc],
  [0x2c6, 0x2c6],
  [0x2da, 0x2da],
  [0x2dc, 0x2dc],
  [0x304, 0x304],
  [0x308, 0x308],
  [0x329, 0x329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];

export function latinCharacters(): string {
  let text = "";
  for (const [first, last] of LATIN_RANGES) for (let code = first; code <= last; code++) text += String.fromCodePoint(code);
  return text;
}

const require = createRequire(import.meta.url);

/** The cut font's bytes (deterministic: the same package version always gives the same file). */
export async function cutFont(subset: FontSubset): Promise<Buffer> {
  const font = await readFile(require.resolve(subset.source));
  return subsetFont(font, latinCharacters(), { targetFormat: "woff2", variationAxes: { wght: subset.weights } });
}
