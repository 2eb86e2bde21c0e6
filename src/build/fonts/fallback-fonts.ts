import { readFile } from "node:fs/promises";
import { fromBuffer } from "@capsizecss/unpack";
import subsetFont from "subset-font";
import { FONT_SUBSETS, latinCharacters, type FontSubset } from "./font-subsets";

/**
 * Fallback faces that take the place of each self-hosted font until it arrives, scaled so the swap moves
 * nothing: `size-adjust` gives the system font the web font's average letter width, and the ascent, descent
 * and line-gap overrides its vertical metrics (the formula Next.js and fontaine use). A first visit paints
 * with these and loads the fonts after the first screen (src/lib/web-fonts.ts).
 * `npm run fonts` writes them to src/site/fonts/fallback-fonts.css; a unit test fails when it is stale.
 */

/** Where `npm run fonts` writes the faces; src/site/fonts/fonts.css imports it. */
export const FALLBACK_FONTS_CSS = "src/site/fonts/fallback-fonts.css";

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

const INTER_PORTUGUESE = { 400: 1.013, 600: 1.005, 700: 1.006 };
const PLAYFAIR_PORTUGUESE = { 400: 1.01, 600: 1.003, 700: 1.003 };

export interface FallbackFamily {
  /** The family name fonts.css lists right after the web font's. */
  family: string;
  subset: FontSubset;
  system: SystemFont;
  /**
   * capsize's average width weighs letters as English uses them; on the site's own Portuguese text (its pages'
   * 1,500 text elements, measured in Chromium against Liberation, which has Arial's and Times' widths) the
   * fallback still came out this much wider, per weight. size-adjust is divided by it.
   */
  portuguese: Record<400 | 600 | 700, number>;
}

/** Per web font: the desktop and iPhone fallback (Arial, Times New Roman, or their Linux twins), then Android's. */
export const FALLBACK_FAMILIES: readonly FallbackFamily[] = [
  { family: "Inter Fallback", subset: interSubset(), system: ARIAL, portuguese: INTER_PORTUGUESE },
  { family: "Inter Fallback Android", subset: interSubset(), system: ROBOTO, portuguese: INTER_PORTUGUESE },
  { family: "Playfair Display Fallback", subset: playfairSubset(), system: TIMES, portuguese: PLAYFAIR_PORTUGUESE },
  { family: "Playfair Display Fallback Android", subset: playfairSubset(), system: NOTO_SERIF, portuguese: PLAYFAIR_PORTUGUESE },
];

function interSubset(): FontSubset {
  return FONT_SUBSETS.find((subset) => subset.output.includes("inter")) as FontSubset;
}

function playfairSubset(): FontSubset {
  return FONT_SUBSETS.find((subset) => subset.output.includes("playfair")) as FontSubset;
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
  return [
    "@font-face {",
    `  font-family: "${family}";`,
    `  font-weight: ${weights};`,
    `  src: ${names.map((name) => `local("${name}")`).join(", ")};`,
    `  size-adjust: ${percent(sizeAdjust)};`,
    `  ascent-override: ${percent(web.ascent / em)};`,
    `  descent-override: ${percent(Math.abs(web.descent) / em)};`,
    `  line-gap-override: ${percent(web.lineGap / em)};`,
    "}",
  ].join("\n");
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

/** The whole generated stylesheet: per fallback family, one face per row of FACES. */
export async function fallbackFontsCss(): Promise<string> {
  const faces: string[] = [];
  for (const { family, subset, system, portuguese } of FALLBACK_FAMILIES) {
    for (const row of FACES) {
      faces.push(face(family, row.weights, system.names[row.system], await webFontMetrics(subset, row.web), system[row.system], portuguese[row.web]));
    }
  }
  const header = "/* Generated by npm run fonts (src/build/fonts/fallback-fonts.ts): metric-matched fallbacks for the fonts in fonts.css. */";
  return `${header}\n${faces.join("\n\n")}\n`;
}
