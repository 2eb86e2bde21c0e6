import { fromLinear, parseHex, toHex, toLinear, type Rgb } from "./srgb";

/**
 * OKLCH (Björn Ottosson's OKLab in polar form): lightness from 0 to 1, chroma, hue in degrees. Shades are
 * made by moving lightness here, where a step looks the same size at every hue, keeping hue and chroma (as
 * far as sRGB allows): a darker gold still looks gold, not brown-grey as it does darkened in RGB.
 */
export interface Oklch {
  l: number;
  c: number;
  h: number;
}

type Triple = [number, number, number];

function linearToOklab([r, g, b]: Triple): Triple {
  const l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  return [
    0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s,
    1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s,
    0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s,
  ];
}

function oklabToLinear([L, a, b]: Triple): Triple {
  const l = (L + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (L - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (L - 0.0894841775 * a - 1.291485548 * b) ** 3;
  return [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ];
}

export function toOklch(hex: string): Oklch {
  const [L, a, b] = linearToOklab(parseHex(hex).map(toLinear) as Triple);
  const c = Math.hypot(a, b);
  const h = c < 1e-4 ? 0 : ((Math.atan2(b, a) * 180) / Math.PI + 360) % 360;
  return { l: L, c, h };
}

function linearOf({ l, c, h }: Oklch): Triple {
  const radians = (h * Math.PI) / 180;
  return oklabToLinear([l, c * Math.cos(radians), c * Math.sin(radians)]);
}

const inGamut = (linear: Triple) => linear.every((channel) => channel >= -1e-6 && channel <= 1 + 1e-6);

/** The colour, with its chroma reduced as little as needed to fit sRGB (a hex colour must). */
export function fromOklch(color: Oklch): string {
  const l = Math.min(1, Math.max(0, color.l));
  let linear = linearOf({ ...color, l });
  if (!inGamut(linear)) {
    let [low, high] = [0, color.c];
    for (let step = 0; step < 24; step++) {
      const mid = (low + high) / 2;
      if (inGamut(linearOf({ l, c: mid, h: color.h }))) low = mid;
      else high = mid;
    }
    linear = linearOf({ l, c: low, h: color.h });
  }
  return toHex(linear.map((channel) => fromLinear(Math.min(1, Math.max(0, channel)))) as unknown as Rgb);
}

/** The same colour at another lightness. */
export function withLightness(hex: string, l: number): string {
  return fromOklch({ ...toOklch(hex), l });
}

/** `amount` of the way from `a` to `b`, mixed in OKLab (0 is a, 1 is b). */
export function mix(a: string, b: string, amount: number): string {
  const [x, y] = [a, b].map((hex) => linearToOklab(parseHex(hex).map(toLinear) as Triple));
  const lab = (x as Triple).map((value, index) => value + ((y as Triple)[index] as number) * amount - value * amount) as Triple;
  return toHex(oklabToLinear(lab).map((channel) => fromLinear(Math.min(1, Math.max(0, channel)))) as unknown as Rgb);
}

/** OKLab distance: how different two colours look (0 the same). */
export function difference(a: string, b: string): number {
  const [x, y] = [a, b].map((hex) => linearToOklab(parseHex(hex).map(toLinear) as Triple)) as [Triple, Triple];
  return Math.hypot(x[0] - y[0], x[1] - y[1], x[2] - y[2]);
}
