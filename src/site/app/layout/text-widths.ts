import type { FontFamilyName } from "../../../lib/theme/font-families";
import tables from "../../fonts/text-widths.json" with { type: "json" };

/**
 * Advance widths of the bundled families at the header's two weights (600: the menu and the visit button, 700:
 * the church's name), in thousandths of an em rounded up, read from the self-hosted files by `npm run fonts`
 * (src/build/fonts/text-width-tables.ts). They let the pre-rendered header know whether site.json's menu fits on
 * one row, without a browser. Summing single glyphs ignores kerning, which only narrows text, so an estimate
 * never comes out short. tests/e2e/nav-fit.spec.ts compares the estimate with the real header, so a font update
 * that changes the widths is caught.
 */
export type TextWeight = 600 | 700;

const maps = new Map<string, { widths: Map<string, number>; widest: number }>();

function tableOf(family: FontFamilyName, weight: TextWeight) {
  const key = `${family}/${weight}`;
  let table = maps.get(key);
  if (!table) {
    const entries = (tables as unknown as Record<string, Record<string, [string, number][]>>)[family]?.[weight] ?? [];
    // A character missing from the table (an emoji, a rare letter) counts as the widest one: never short.
    table = { widths: new Map(entries), widest: Math.max(...entries.map(([, width]) => width)) };
    maps.set(key, table);
  }
  return table;
}

/** The width of `text` in pixels at `sizePx`, from the table (an upper bound of what a browser draws). */
export function textWidth(text: string, family: FontFamilyName, weight: TextWeight, sizePx: number): number {
  const { widths, widest } = tableOf(family, weight);
  let units = 0;
  for (const char of text) units += widths.get(char) ?? widest;
  return (units / 1000) * sizePx;
}
