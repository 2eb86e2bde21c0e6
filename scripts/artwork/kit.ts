import { grain, rng } from "./nature";
import { blur, glow, linear, n, svgDoc } from "./svg";

export interface Mood {
  top: string;
  bottom: string;
  light: string;
  lightAt?: readonly [number, number];
  seed: number;
}

/** Floating out-of-focus discs: depth and atmosphere behind a symbol without competing with it. */
export function bokeh(w: number, h: number, seed: number, color: string, count = 18): string {
  const r = rng(seed);
  let out = "";
  for (let i = 0; i < count; i++) {
    out += `<circle cx="${n(r() * w)}" cy="${n(r() * h)}" r="${n(12 + r() * 46)}" opacity="${n(0.04 + r() * 0.1)}"/>`;
  }
  return `<g fill="${color}" filter="url(#bokehBlur)">${out}</g>`;
}

/**
 * Shared frame for symbolic illustrations: mood gradient, a soft light behind the symbol, bokeh and grain.
 * Every card uses it so the set feels like one family while the palette and symbol change.
 */
export function moodCard(w: number, h: number, mood: Mood, symbol: string, defs = ""): string {
  const [lx, ly] = mood.lightAt ?? [w / 2, h * 0.45];
  const all =
    linear(
      "bg",
      [
        [0, mood.top],
        [1, mood.bottom],
      ],
      0,
      0,
      0.3,
      1,
    ) +
    blur("bokehBlur", 4) +
    blur("soft", 10) +
    defs;
  const body =
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>` +
    glow("moodLight", lx, ly, Math.max(w, h) * 0.55, mood.light, 0.5) +
    bokeh(w, h, mood.seed, mood.light) +
    symbol +
    grain(w, h, mood.seed + 1, Math.round((w * h) / 400), 0.045);
  return svgDoc(w, h, body, all);
}

/** Points of a regular polygon or star (alternating radii) around (cx, cy), starting at the top. */
export function star(cx: number, cy: number, points: number, outer: number, inner: number, rot = 0): string {
  const pts: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const a = rot - Math.PI / 2 + (i * Math.PI) / points;
    const rad = i % 2 === 0 ? outer : inner;
    pts.push(`${n(cx + Math.cos(a) * rad)},${n(cy + Math.sin(a) * rad)}`);
  }
  return `M${pts.join("L")}Z`;
}

/** A leaf/petal: pointed ellipse from base (x, y) pointing along `angle` degrees (-90 = up). */
export function petal(x: number, y: number, len: number, width: number, angle: number): string {
  const a = (angle * Math.PI) / 180;
  const [dx, dy] = [Math.cos(a), Math.sin(a)];
  const [px, py] = [-dy, dx];
  const tip = [x + dx * len, y + dy * len];
  const c1 = [x + dx * len * 0.35 + px * width, y + dy * len * 0.35 + py * width];
  const c2 = [x + dx * len * 0.35 - px * width, y + dy * len * 0.35 - py * width];
  const d1 = [x + dx * len * 0.8 + px * width * 0.55, y + dy * len * 0.8 + py * width * 0.55];
  const d2 = [x + dx * len * 0.8 - px * width * 0.55, y + dy * len * 0.8 - py * width * 0.55];
  return (
    `M${n(x)},${n(y)}C${n(c1[0]!)},${n(c1[1]!)} ${n(d1[0]!)},${n(d1[1]!)} ${n(tip[0]!)},${n(tip[1]!)}` +
    `C${n(d2[0]!)},${n(d2[1]!)} ${n(c2[0]!)},${n(c2[1]!)} ${n(x)},${n(y)}Z`
  );
}

/** Closed Catmull-Rom curve through the points: pebbles, clouds and other soft irregular shapes. */
export function closedSmooth(p: readonly (readonly [number, number])[]): string {
  const k = p.length;
  let d = `M${n(p[0]![0])},${n(p[0]![1])}`;
  for (let i = 0; i < k; i++) {
    const [p0, p1, p2, p3] = [p[(i - 1 + k) % k]!, p[i]!, p[(i + 1) % k]!, p[(i + 2) % k]!];
    d +=
      `C${n(p1[0] + (p2[0] - p0[0]) / 6)},${n(p1[1] + (p2[1] - p0[1]) / 6)} ` +
      `${n(p2[0] - (p3[0] - p1[0]) / 6)},${n(p2[1] - (p3[1] - p1[1]) / 6)} ${n(p2[0])},${n(p2[1])}`;
  }
  return `${d}Z`;
}

/** An irregular rounded blob (stone, cloud puff) of radii rx/ry with seeded wobble. */
export function blob(cx: number, cy: number, rx: number, ry: number, seed: number, jitter = 0.08): string {
  const r = rng(seed);
  const pts: [number, number][] = [];
  for (let i = 0; i < 10; i++) {
    const a = (i / 10) * Math.PI * 2;
    const f = 1 + (r() - 0.5) * 2 * jitter;
    pts.push([cx + Math.cos(a) * rx * f, cy + Math.sin(a) * ry * f]);
  }
  return closedSmooth(pts);
}

/** Four-pointed twinkle used as a sparkle of light. */
export function twinkle(cx: number, cy: number, size: number): string {
  return star(cx, cy, 4, size, size * 0.22);
}
