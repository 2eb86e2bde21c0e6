/** Tiny SVG string builders: the artwork is plain markup so it stays diffable and needs no assets. */

export const BRAND = {
  navy: "#14213d",
  deepNavy: "#0b1428",
  gold: "#d4a72c",
  brightGold: "#e9c46a",
  cream: "#faf6ee",
} as const;

/** [offset 0..1, colour, opacity?] */
export type Stop = readonly [number, string, number?];

function stops(list: readonly Stop[]): string {
  return list.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? "" : ` stop-opacity="${a}"`}/>`).join("");
}

/** Linear gradient; coordinates are fractions of the filled shape's bounding box. */
export function linear(id: string, list: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops(list)}</linearGradient>`;
}

/** Radial gradient in pixel space, so a glow can sit anywhere regardless of the shape it fills. */
export function radial(id: string, list: readonly Stop[], cx: number, cy: number, r: number): string {
  return `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${cx}" cy="${cy}" r="${r}">${stops(list)}</radialGradient>`;
}

/** Gaussian blur filter with a generous region so blurred edges are not clipped. */
export function blur(id: string, sd: number): string {
  return `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${sd}"/></filter>`;
}

/** A soft round light: a circle filled with a radial gradient that fades to transparent. */
export function glow(id: string, cx: number, cy: number, r: number, color: string, strength = 0.8): string {
  return (
    `<defs>${radial(
      id,
      [
        [0, color, strength],
        [0.35, color, strength * 0.45],
        [1, color, 0],
      ],
      cx,
      cy,
      r,
    )}</defs>` + `<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#${id})"/>`
  );
}

export function rect(w: number, h: number, fill: string, extra = ""): string {
  return `<rect width="${w}" height="${h}" fill="${fill}" ${extra}/>`;
}

export function svgDoc(w: number, h: number, body: string, defs = ""): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` + `<defs>${defs}</defs>${body}</svg>`;
}

/** Round to one decimal: keeps the generated markup small without visible loss. */
export function n(v: number): string {
  return (Math.round(v * 10) / 10).toString();
}
