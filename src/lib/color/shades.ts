import { toOklch, withLightness } from "./oklch";
import { contrastRatio, truncatedRatio } from "./srgb";

/** A colour must reach `min` against `against` (WCAG's ratio). */
export interface ContrastNeed {
  against: string;
  min: number;
}

export const passes = (hex: string, needs: readonly ContrastNeed[]) => needs.every(({ against, min }) => truncatedRatio(contrastRatio(hex, against)) >= min);

/**
 * The shade of `hex` nearest to it (same hue and chroma, lightness moved as little as possible, lighter or
 * darker) that reaches every need; undefined when no lightness does (a need for a light colour and another for
 * a dark one at once).
 */
export function nearestPassingShade(hex: string, needs: readonly ContrastNeed[]): string | undefined {
  if (passes(hex, needs)) return hex;
  const start = toOklch(hex).l;
  for (let step = 0.0025; step <= 1; step += 0.0025) {
    for (const l of [start - step, start + step]) {
      if (l < 0 || l > 1) continue;
      const shade = withLightness(hex, l);
      if (passes(shade, needs)) return shade;
    }
  }
  return undefined;
}

/** The shade of `hex` nearest in lightness to `l` that reaches every need (the derived colours start from a target). */
export function shadeNear(hex: string, l: number, needs: readonly ContrastNeed[]): string {
  const target = withLightness(hex, l);
  return nearestPassingShade(target, needs) ?? target;
}
