/**
 * Colours as the content writes them ("#14213d") and WCAG's contrast between two of them
 * (https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio): the one formula the check, the editor and the tests share.
 */

/** Red, green and blue from 0 to 255. */
export type Rgb = readonly [number, number, number];

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

export function isHexColor(text: string): boolean {
  return HEX.test(text);
}

/** "#14213d" or "#fff" → [20, 33, 61]. */
export function parseHex(hex: string): Rgb {
  const match = HEX.exec(hex.trim());
  if (!match) throw new Error(`cor inválida: ${hex}`);
  const digits = match[1] as string;
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join("") : digits;
  return [0, 2, 4].map((start) => parseInt(full.slice(start, start + 2), 16)) as unknown as Rgb;
}

/** Always lower case and six digits, so two spellings of one colour compare equal. */
export function toHex(rgb: Rgb): string {
  return `#${rgb
    .map((channel) =>
      Math.round(Math.min(255, Math.max(0, channel)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

export function normalizeHex(hex: string): string {
  return toHex(parseHex(hex));
}

/** "20,33,61": the form `rgba(var(--x), 0.5)` takes, for a colour used at part opacity. */
export function rgbTriplet(hex: string): string {
  return parseHex(hex).join(",");
}

/** One channel from 0–255 to linear light (the sRGB transfer function). */
export function toLinear(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

export function fromLinear(value: number): number {
  const c = value <= 0.0031308 ? value * 12.92 : 1.055 * value ** (1 / 2.4) - 0.055;
  return c * 255;
}

export function relativeLuminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map(toLinear) as unknown as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG's contrast ratio, from 1 (the same) to 21 (black on white); the order of the two does not matter. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * A ratio as WCAG's thresholds read it: 4.4999 does not pass 4.5, so it is cut, not rounded, to two decimals
 * before comparing and showing ("4,49:1").
 */
export function truncatedRatio(ratio: number): number {
  return Math.floor(ratio * 100) / 100;
}
