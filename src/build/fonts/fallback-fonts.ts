import { readFile } from "node:fs/promises";
import { fromBuffer } from "@capsizecss/unpack";
import subsetFont from "subset-font";
import { FONT_FAMILIES, FONT_FAMILY_NAMES, fallbackNames, type FontFamilyName } from "../../lib/theme/font-families";
import { FONT_SUBSETS, latinCharacters, type FontSubset } from "./font-subsets";

/**
 * Fallback faces that take the place of each self-hosted font until it arrives, scaled so the swap moves
 * nothing: `size-adjust` gives the system font the web font's average letter width, and the ascent, descent
 * and line-gap overrides its vertical metrics (the formula Next.js and fontaine use). A first visit paints
 * with these and loads the fonts after the first screen (src/lib/web-fonts.ts).
 * `npm run fonts` writes them, per family, to src/site/fonts/fallback-faces.json; a page carries those of its two
 * families (font-faces.ts); a unit test fails when the file is stale.
 */

/** Where `npm run fonts` writes the faces, by family. */
export const FALLBACK_FACES_JSON = "src/site/fonts/fallback-faces.json";

interface Metrics {
  unitsPerEm: number;
  ascent: number;
  descent: number;
  lineGap: number;
  /** Average advance of Latin text, letters weighted by how often they occur (capsize's xWidthAvg). */
  xWidthAvg: number;
}

interface SystemFont {
  /** local() full names of the regular and the bold face (browsers match full names); the first one a device has wins. */
  names: { regular: string[]; bold: string[] };
  regular: Metrics;
  bold: Metrics;
}

/**
 * The system fonts' published metrics (the fonts' own tables, as capsize lists them). Liberation and Arimo
 * (Linux, Chromium on CI and in Lighthouse here) and Tinos are metric-compatible with Arial and Times New
 * Roman by design. Roboto's and Noto Serif's bold widths are estimated from their regular ones as Arial's
 * bold is from its regular (Android ships no bold metrics we can read here).
 */
const ARIAL: SystemFont = {
  names: {
    regular: ["Arial", "Liberation Sans", "Arimo"],
    bold: ["Arial Bold", "Liberation Sans Bold", "Arimo Bold"],
  },
  regular: { unitsPerEm: 2048, ascent: 1854, descent: -434, lineGap: 67, xWidthAvg: 913 },
  bold: { unitsPerEm: 2048, ascent: 1854, descent: -434, lineGap: 67, xWidthAvg: 983 },
};
const TIMES: SystemFont = {
  names: {
    regular: ["Times New Roman", "Liberation Serif", "Tinos"],
    bold: ["Times New Roman Bold", "Liberation Serif Bold", "Tinos Bold"],
  },
  regular: { unitsPerEm: 2048, ascent: 1825, descent: -443, lineGap: 87, xWidthAvg: 832 },
  bold: { unitsPerEm: 2048, ascent: 1825, descent: -443, lineGap: 87, xWidthAvg: 886 },
};
const ROBOTO: SystemFont = {
  names: { regular: ["Roboto"], bold: ["Roboto Bold"] },
  regular: { unitsPerEm: 2048, ascent: 1900, descent: -500, lineGap: 0, xWidthAvg: 911 },
  bold: { unitsPerEm: 2048, ascent: 1900, descent: -500, lineGap: 0, xWidthAvg: Math.round((911 * 983) / 913) },
};
const NOTO_SERIF: SystemFont = {
  names: { regular: ["Noto Serif"], bold: ["Noto Serif Bold"] },
  regular: { unitsPerEm: 1000, ascent: 1069, descent: -293, lineGap: 0, xWidthAvg: 481 },
  bold: { unitsPerEm: 1000, ascent: 1069, descent: -293, lineGap: 0, xWidthAvg: Math.round((481 * 886) / 832) },
};

/**
 * capsize's average width weighs letters as English uses them; on the site's own Portuguese text (its pages'
 * 1,500 text elements, measured in Chromium against Liberation, which has Arial's and Times' widths) the
 * fallback still came out this much wider, per weight. size-adjust is divided by it. Measured for Inter and
 * Playfair Display; a family not measured yet takes its kind's (sans or serif), and keep-lines.ts absorbs
 * the rest.
 */
const PORTUGUESE: Record<"sans" | "serif", Record<400 | 600 | 700, number>> = {
  sans: { 400: 1.013, 600: 1.005, 700: 1.006 },
  serif: { 400: 1.01, 600: 1.003, 700: 1.003 },
};

export interface FallbackFamily {
  /** The family name the font stacks list right after the web font's (lib/theme/font-families.ts). */
  family: string;
  subset: FontSubset;
  system: SystemFont;
  portuguese: Record<400 | 600 | 700, number>;
}

/** Per web font: the desktop and iPhone fallback (Arial, Times New Roman, or their Linux twins), then Android's. */
export function fallbackFamilies(name: FontFamilyName): FallbackFamily[] {
  const { kind } = FONT_FAMILIES[name];
  const subset = FONT_SUBSETS.find((each) => each.family === name) as FontSubset;
  const [desktop, android] = fallbackNames(name) as [string, string];
  return [
    { family: desktop, subset, system: kind === "sans" ? ARIAL : TIMES, portuguese: PORTUGUESE[kind] },
    { family: android, subset, system: kind === "sans" ? ROBOTO : NOTO_SERIF, portuguese: PORTUGUESE[kind] },
  ];
}

/** The web font's metrics at one weight: the committed file pinned to that weight, measured by capsize. */
async function webFontMetrics(subset: FontSubset, weight: number): Promise<Metrics> {
  const pinned = await subsetFont(await readFile(subset.output), latinCharacters(), { targetFormat: "sfnt", variationAxes: { wght: weight } });
  const font = await fromBuffer(pinned);
  return { unitsPerEm: font.unitsPerEm, ascent: font.ascent, descent: font.descent, lineGap: font.lineGap, xWidthAvg: font.xWidthAvg };
}

const percent = (value: number) => `${Number((value * 100).toFixed(2))}%`;

function face(family: string, weights: string, names: string[], web: Metrics, system: Metrics, portuguese: number): string {
  const sizeAdjust = web.xWidthAvg / web.unitsPerEm / (system.xWidthAvg / system.unitsPerEm) / portuguese;
  const em = web.unitsPerEm * sizeAdjust;
  const src = names.map((name) => `local("${name}")`).join(",");
  return (
    `@font-face{font-family:"${family}";font-weight:${weights};src:${src};size-adjust:${percent(sizeAdjust)};` +
    `ascent-override:${percent(web.ascent / em)};descent-override:${percent(Math.abs(web.descent) / em)};line-gap-override:${percent(web.lineGap / em)}}`
  );
}

/**
 * The site sets text at 400, 500, 600 and 700. Regular system faces stand in for 400–500; the bold one for
 * 600 and for 700, each scaled to the web font at that weight (600 is narrower than 700: one bold face for
 * both would widen the menu and the buttons until the fonts arrive).
 */
const FACES = [
  { weights: "400 500", web: 400, system: "regular" },
  { weights: "600", web: 600, system: "bold" },
  { weights: "700", web: 700, system: "bold" },
] as const;

/** The generated faces: per family, per fallback family, one face per row of FACES. */
export async function fallbackFaces(): Promise<Record<FontFamilyName, string>> {
  const byFamily = {} as Record<FontFamilyName, string>;
  for (const name of FONT_FAMILY_NAMES) {
    const faces: string[] = [];
    for (const { family, subset, system, portuguese } of fallbackFamilies(name)) {
      for (const row of FACES) {
        faces.push(face(family, row.weights, system.names[row.system], await webFontMetrics(subset, row.web), system[row.system], portuguese[row.web]));
      }
    }
    byFamily[name] = faces.join("");
  }
  return byFamily;
}

/** The file npm run fonts writes (FALLBACK_FACES_JSON). */
export async function fallbackFacesJson(): Promise<string> {
  return `${JSON.stringify(await fallbackFaces(), null, 2)}\n`;
}
