import { n } from "./svg";

/** Seeded PRNG (mulberry32): the same seed always yields the same picture, so re-runs are reproducible. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Pt = readonly [number, number];

/** Catmull-Rom through the points, emitted as cubic Béziers: organic curves from a few samples. */
export function smooth(points: readonly Pt[]): string {
  const p = points;
  if (p.length < 2) return "";
  let d = `M${n(p[0]![0])},${n(p[0]![1])}`;
  for (let i = 0; i < p.length - 1; i++) {
    const p0 = p[i - 1] ?? p[i]!;
    const p1 = p[i]!;
    const p2 = p[i + 1]!;
    const p3 = p[i + 2] ?? p2;
    const c1: Pt = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: Pt = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${n(c1[0])},${n(c1[1])} ${n(c2[0])},${n(c2[1])} ${n(p2[0])},${n(p2[1])}`;
  }
  return d;
}

export interface Bump {
  cx: number;
  height: number;
  width: number;
}

export interface RidgeOptions {
  w: number;
  h: number;
  base: number;
  seed: number;
  wobble?: number;
  bumps?: readonly Bump[];
  step?: number;
}

/** Y of a ridge at x: Gaussian bumps for deliberate peaks plus low-frequency sines for natural wobble. */
export function ridgeY(o: RidgeOptions, x: number): number {
  const r = rng(o.seed);
  const [p0, p1, f] = [r() * 6.28, r() * 6.28, 0.7 + r() * 0.8];
  const wobble = o.wobble ?? 20;
  let y = o.base;
  for (const b of o.bumps ?? []) y -= b.height * Math.exp(-(((x - b.cx) / b.width) ** 2));
  y += wobble * Math.sin((x * f) / 210 + p0) + wobble * 0.5 * Math.sin(x / (97 * f) + p1);
  return y;
}

/** A filled hill silhouette spanning the whole width, closed along the bottom edge. */
export function hill(o: RidgeOptions, fill: string, extra = ""): string {
  const step = o.step ?? 80;
  const pts: Pt[] = [];
  for (let x = -step; x <= o.w + step; x += step) pts.push([x, ridgeY(o, x)]);
  return `<path d="${smooth(pts)}L${o.w + step},${o.h + 2}L${-step},${o.h + 2}Z" fill="${fill}" ${extra}/>`;
}

/**
 * Film-like grain from thousands of tiny translucent dots. It breaks up gradient banding in the
 * JPEGs and adds a quiet painterly texture without any raster noise source.
 */
export function grain(w: number, h: number, seed: number, count = 2400, opacity = 0.05): string {
  const r = rng(seed);
  let light = "";
  let dark = "";
  for (let i = 0; i < count; i++) {
    const dot = `<circle cx="${n(r() * w)}" cy="${n(r() * h)}" r="${n(0.6 + r() * 1.4)}"/>`;
    if (r() < 0.5) light += dot;
    else dark += dot;
  }
  return `<g fill="#fff" opacity="${opacity}">${light}</g><g fill="#000" opacity="${opacity * 1.4}">${dark}</g>`;
}

/** Faint stars, denser and brighter towards the top of the frame. */
export function stars(w: number, maxY: number, seed: number, count = 120, color = "#fff"): string {
  const r = rng(seed);
  let out = "";
  for (let i = 0; i < count; i++) {
    const y = maxY * r() ** 1.6;
    const a = (1 - y / maxY) * (0.25 + r() * 0.55);
    out += `<circle cx="${n(r() * w)}" cy="${n(y)}" r="${n(0.5 + r() * 1.3)}" fill="${color}" opacity="${Math.round(a * 100) / 100}"/>`;
  }
  return out;
}

/** Fan of light wedges radiating from (cx, cy) between two angles (degrees, 0 = right, -90 = up). */
export function rays(cx: number, cy: number, len: number, from: number, to: number, count: number, seed: number): string {
  const r = rng(seed);
  let out = "";
  for (let i = 0; i < count; i++) {
    const a = ((from + ((to - from) * (i + 0.5)) / count + (r() - 0.5) * 4) * Math.PI) / 180;
    const half = ((0.6 + r() * 1.6) * Math.PI) / 180;
    const l = len * (0.7 + r() * 0.3);
    const p1 = [cx + Math.cos(a - half) * l, cy + Math.sin(a - half) * l];
    const p2 = [cx + Math.cos(a + half) * l, cy + Math.sin(a + half) * l];
    out += `<path d="M${n(cx)},${n(cy)}L${n(p1[0]!)},${n(p1[1]!)}L${n(p2[0]!)},${n(p2[1]!)}Z" opacity="${Math.round((0.35 + r() * 0.65) * 100) / 100}"/>`;
  }
  return out;
}

/** Latin cross standing on (x, baseY): slim proportions read as dignified rather than heavy. */
export function cross(x: number, baseY: number, h: number, fill: string, extra = ""): string {
  const t = h * 0.1;
  const armY = baseY - h * 0.76;
  const arm = h * 0.56;
  return (
    `<g fill="${fill}" ${extra}><rect x="${n(x - t / 2)}" y="${n(baseY - h)}" width="${n(t)}" height="${n(h)}"/>` +
    `<rect x="${n(x - arm / 2)}" y="${n(armY - t / 2)}" width="${n(arm)}" height="${n(t)}"/></g>`
  );
}

/** Point on the Catmull-Rom spline through `p` at t in [0, 1] (same curve `smooth` draws). */
function splineAt(p: readonly Pt[], t: number): Pt {
  const segs = p.length - 1;
  const i = Math.min(segs - 1, Math.floor(t * segs));
  const u = t * segs - i;
  const [p0, p1, p2, p3] = [p[i - 1] ?? p[i]!, p[i]!, p[i + 1]!, p[i + 2] ?? p[i + 1]!];
  const c = (a: number, b: number, c2: number, d: number) =>
    0.5 * (2 * b + (-a + c2) * u + (2 * a - 5 * b + 4 * c2 - d) * u * u + (-a + 3 * b - 3 * c2 + d) * u * u * u);
  return [c(p0[0], p1[0], p2[0], p3[0]), c(p0[1], p1[1], p2[1], p3[1])];
}

/** A band along a spline whose width grows from w0 to w1: roads and rivers seen in perspective. */
export function taper(p: readonly Pt[], w0: number, w1: number, samples = 60): string {
  const left: string[] = [];
  const right: string[] = [];
  for (let k = 0; k <= samples; k++) {
    const t = k / samples;
    const [a, b] = [splineAt(p, Math.max(0, t - 0.01)), splineAt(p, Math.min(1, t + 0.01))];
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
    const [nx, ny] = [-(b[1] - a[1]) / len, (b[0] - a[0]) / len];
    const c = splineAt(p, t);
    const half = (w0 + (w1 - w0) * t ** 1.6) / 2;
    left.push(`${n(c[0] + nx * half)},${n(c[1] + ny * half)}`);
    right.unshift(`${n(c[0] - nx * half)},${n(c[1] - ny * half)}`);
  }
  return `M${left.join("L")}L${right.join("L")}Z`;
}
