import { readFile } from "node:fs/promises";
import { create } from "fontkitten";
import subsetFont from "subset-font";
import { FONT_FAMILY_NAMES, type FontFamilyName } from "../../lib/theme/font-families";
import { FONT_SUBSETS, latinCharacters, type FontSubset } from "./font-subsets";

/**
 * The advance widths the header's layout is worked out from (src/site/app/layout/nav-fit.ts), in thousandths of
 * an em rounded up, per family at the two weights the header uses (600: the menu and the visit button, 700: the
 * church's name), read from the cut files pinned to that weight. `npm run fonts` writes them to
 * src/site/fonts/text-widths.json; a unit test fails when the file is stale.
 */
export const TEXT_WIDTHS_JSON = "src/site/fonts/text-widths.json";

/** The characters a menu label or a church's name is written with; any other counts as the widest (text-widths.ts). */
export const TABLE_CHARACTERS =
  " !\"#$%&'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~ÀÁÂÃÇÉÊÍÓÔÕÚÜàáâãçéêíóôõúü–—’‘“”·ºª";

export const TABLE_WEIGHTS = [600, 700] as const;

async function table(subset: FontSubset, weight: number): Promise<[string, number][]> {
  const pinned = await subsetFont(await readFile(subset.output), latinCharacters(), { targetFormat: "sfnt", variationAxes: { wght: weight } });
  const font = create(pinned) as unknown as { unitsPerEm: number; glyphForCodePoint(code: number): { advanceWidth: number } };
  return [...TABLE_CHARACTERS].map((char) => [char, Math.ceil((font.glyphForCodePoint(char.codePointAt(0) as number).advanceWidth / font.unitsPerEm) * 1000)]);
}

export async function textWidthTables(): Promise<Record<FontFamilyName, Record<string, [string, number][]>>> {
  const tables = {} as Record<FontFamilyName, Record<string, [string, number][]>>;
  for (const family of FONT_FAMILY_NAMES) {
    const subset = FONT_SUBSETS.find((each) => each.family === family) as FontSubset;
    tables[family] = {};
    for (const weight of TABLE_WEIGHTS) tables[family][weight] = await table(subset, weight);
  }
  return tables;
}

export async function textWidthsJson(): Promise<string> {
  return `${JSON.stringify(await textWidthTables())}\n`;
}
