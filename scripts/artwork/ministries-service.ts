import { moodCard, petal, twinkle } from "./kit";
import { rng } from "./nature";
import { BRAND, linear, n, radial } from "./svg";

const [W, H] = [1200, 800];

/** Media: a camera aperture letting light through — sharing the message with clarity. Charcoal and cyan. */
export function ministerioMidia(): string {
  const [cx, cy, R, ri, k] = [600, 400, 215, 78, 7];
  const v = Array.from({ length: k }, (_, i) => {
    const a = (i * 2 * Math.PI) / k - Math.PI / 2;
    return [cx + Math.cos(a) * ri, cy + Math.sin(a) * ri] as const;
  });
  // Blade i runs along the opening edge v[i]→v[i+1] out to the rim; consecutive blades share those lines.
  const rim = (i: number) => {
    const [a, b] = [v[i % k]!, v[(i + 1) % k]!];
    const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
    const len = Math.hypot(dx, dy);
    const [ux, uy] = [dx / len, dy / len];
    const [px, py] = [a[0] - cx, a[1] - cy];
    const dot = px * ux + py * uy;
    const t = -dot + Math.sqrt(dot * dot - (px * px + py * py) + R * R);
    return [a[0] + ux * t, a[1] + uy * t] as const;
  };
  let blades = "";
  for (let i = 0; i < k; i++) {
    const [a, p, q] = [v[i]!, rim(i), rim(i + k - 1)];
    const [a1, a0] = [Math.atan2(p[1] - cy, p[0] - cx), Math.atan2(q[1] - cy, q[0] - cx)];
    let arc = "";
    for (let s = 1; s <= 8; s++) {
      let da = a0 - a1;
      if (da > 0) da -= 2 * Math.PI;
      const ang = a1 + (da * s) / 8;
      arc += `L${n(cx + Math.cos(ang) * R)},${n(cy + Math.sin(ang) * R)}`;
    }
    blades += `<path d="M${n(a[0])},${n(a[1])}L${n(p[0])},${n(p[1])}${arc}Z" fill="${i % 2 ? "#24344f" : "#2c3f5e"}" stroke="#0c1220" stroke-width="2"/>`;
  }
  const defs =
    radial(
      "lensLight",
      [
        [0, "#ffffff"],
        [0.35, "#bdeef5"],
        [1, "#5ec8d8"],
      ],
      cx,
      cy,
      ri * 1.1,
    ) +
    linear("barrel", [
      [0, "#4a5f82"],
      [1, "#1a2438"],
    ]);
  const symbol =
    `<circle cx="${cx}" cy="${cy}" r="${R + 40}" fill="url(#barrel)"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${R + 16}" fill="#0c1220"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${ri + 6}" fill="url(#lensLight)"/>` +
    blades +
    `<circle cx="${cx}" cy="${cy}" r="${R + 28}" fill="none" stroke="#5ec8d8" stroke-width="2" opacity="0.6"/>` +
    `<path d="M${cx - 150},${cy - 120}A190,190 0 0 1 ${cx + 40},${cy - 188}" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" opacity="0.18"/>` +
    [
      [890, 210, 22, BRAND.brightGold],
      [950, 170, 12, "#5ec8d8"],
      [990, 140, 7, "#f1a7c0"],
    ]
      .map(([x, y, rr, c]) => `<circle cx="${x}" cy="${y}" r="${rr}" fill="${c}" opacity="0.35"/>`)
      .join("");
  return moodCard(W, H, { top: "#0a0f1c", bottom: "#1b2a44", light: "#5ec8d8", lightAt: [cx, cy], seed: 120 }, symbol, defs);
}

/** Welcome team: an open door pouring warm light onto the steps — "come in, you are expected". */
export function ministerioRecepcao(): string {
  const [x0, x1, top, bot] = [470, 730, 210, 610];
  const arch = `M${x0},${bot}V${top + 130}A130,130 0 0 1 ${x1},${top + 130}V${bot}Z`;
  let bricks = "";
  for (let row = 0; row < 20; row++) {
    for (let col = -1; col < 16; col++) {
      bricks += `<rect x="${col * 84 + (row % 2) * 42}" y="${row * 34}" width="80" height="30" rx="3"/>`;
    }
  }
  const plant = (x: number) =>
    `<path d="M${x - 34},${bot - 70}H${x + 34}L${x + 26},${bot}H${x - 26}Z" fill="#8a4f3a"/>` +
    [-120, -100, -80, -60, -140, -40]
      .map((a, i) => `<path d="${petal(x, bot - 70, 90 + (i % 3) * 18, 14, a)}" fill="${i % 2 ? "#3d6b52" : "#4f8064"}"/>`)
      .join("");
  const defs =
    linear("inside", [
      [0, "#fff8e3"],
      [0.7, "#f6d894"],
      [1, "#e9b865"],
    ]) +
    linear("leaf", [
      [0, "#7a4a30"],
      [1, "#5a3422"],
    ]) +
    linear("spill", [
      [0, BRAND.brightGold, 0.6],
      [1, BRAND.brightGold, 0],
    ]);
  const symbol =
    `<g fill="#ffffff" opacity="0.035">${bricks}</g>` +
    `<rect y="${bot}" width="${W}" height="${H - bot}" fill="#1d1622" opacity="0.75"/>` +
    `<path d="M${x0 - 10},${bot + 38}L${x1 + 10},${bot + 38}L${x1 + 260},${H}L${x0 - 260},${H}Z" fill="url(#spill)" filter="url(#soft)"/>` +
    `<path d="${arch}" fill="none" stroke="#d9c9a8" stroke-width="30"/>` +
    `<path d="${arch}" fill="url(#inside)"/>` +
    `<path d="M${x0},${top + 130}L${x0 + 58},${top + 150}V${bot - 20}L${x0},${bot}Z" fill="url(#leaf)"/>` +
    `<path d="M${x1},${top + 130}L${x1 - 58},${top + 150}V${bot - 20}L${x1},${bot}Z" fill="url(#leaf)"/>` +
    `<rect x="${x0 - 40}" y="${bot}" width="${x1 - x0 + 80}" height="18" fill="#cdbd9c"/>` +
    `<rect x="${x0 - 70}" y="${bot + 18}" width="${x1 - x0 + 140}" height="20" fill="#b9a987"/>` +
    plant(x0 - 110) +
    plant(x1 + 110);
  return moodCard(W, H, { top: "#2b2236", bottom: "#46303f", light: "#f6c98a", lightAt: [600, 420], seed: 130 }, symbol, defs);
}

/** Volunteers: a heart made of many small lights joined together — many hands, one love. */
export function ministerioVoluntarios(): string {
  const r = rng(14);
  const heart = (t: number, s: number) =>
    [600 + s * 16 * Math.sin(t) ** 3, 380 - s * (13 * Math.cos(t) - 5 * Math.cos(2 * t) - 2 * Math.cos(3 * t) - Math.cos(4 * t))] as const;
  const pts: (readonly [number, number])[] = [];
  for (let i = 0; i < 46; i++) pts.push(heart((i / 46) * Math.PI * 2, 15.5));
  // Interior lights: rejection-sample inside the outline, keeping a minimum gap so nothing clumps.
  const outline = Array.from({ length: 120 }, (_, i) => heart((i / 120) * Math.PI * 2, 14.5));
  for (let tries = 0; tries < 3000 && pts.length < 96; tries++) {
    const p = [352 + r() * 496, 180 + r() * 470] as const;
    if (inside(p, outline) && pts.every((q) => Math.hypot(q[0] - p[0], q[1] - p[1]) > 34)) pts.push(p);
  }
  let links = "";
  for (let i = 0; i < pts.length; i++) {
    for (let j = i + 1; j < pts.length; j++) {
      const [a, b] = [pts[i]!, pts[j]!];
      if (Math.hypot(a[0] - b[0], a[1] - b[1]) < 62) links += `M${n(a[0])},${n(a[1])}L${n(b[0])},${n(b[1])}`;
    }
  }
  const colours = [BRAND.brightGold, "#f08a6c", BRAND.cream, BRAND.gold];
  const dots = pts.map(([x, y], i) => `<circle cx="${n(x)}" cy="${n(y)}" r="${n(4 + r() * 6)}" fill="${colours[i % 4]}"/>`).join("");
  const symbol =
    `<path d="${links}" stroke="${BRAND.brightGold}" stroke-width="1.5" opacity="0.28"/>` +
    `<g filter="url(#soft)" opacity="0.8">${dots}</g>` +
    dots +
    `<path d="${twinkle(600, 330, 16)}" fill="#fff"/>`;
  return moodCard(W, H, { top: "#1b1530", bottom: "#4a1f33", light: "#e76f51", lightAt: [600, 400], seed: 140 }, symbol);
}

/** Even-odd ray casting: is point p inside the closed polygon? */
function inside(p: readonly [number, number], poly: readonly (readonly [number, number])[]): boolean {
  let hit = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [a, b] = [poly[i]!, poly[j]!];
    if (a[1] > p[1] !== b[1] > p[1] && p[0] < ((b[0] - a[0]) * (p[1] - a[1])) / (b[1] - a[1]) + a[0]) hit = !hit;
  }
  return hit;
}

/** Gear outline with square-ish teeth, a shaft hole and lightening holes (even-odd fill cuts them out). */
function gear(cx: number, cy: number, r: number, teeth: number, depth: number, rot: number): string {
  const s = (2 * Math.PI) / teeth;
  const pts: string[] = [];
  for (let i = 0; i < teeth; i++) {
    const a = rot + i * s;
    for (const [rad, da] of [
      [r - depth, -0.27],
      [r, -0.15],
      [r, 0.15],
      [r - depth, 0.27],
    ] as const) {
      pts.push(`${n(cx + Math.cos(a + da * s) * rad)},${n(cy + Math.sin(a + da * s) * rad)}`);
    }
  }
  const circle = (x: number, y: number, rr: number) =>
    `M${n(x + rr)},${n(y)}A${n(rr)},${n(rr)} 0 1 0 ${n(x - rr)},${n(y)}A${n(rr)},${n(rr)} 0 1 0 ${n(x + rr)},${n(y)}`;
  let holes = circle(cx, cy, r * 0.14);
  for (let i = 0; i < 5; i++) {
    const a = rot + (i * 2 * Math.PI) / 5;
    holes += circle(cx + Math.cos(a) * r * 0.5, cy + Math.sin(a) * r * 0.5, r * 0.17);
  }
  return `M${pts.join("L")}Z${holes}`;
}

/** Maintenance: meshing gears and a wrench — the quiet work that keeps the house running. Olive and brass. */
export function ministerioManutencao(): string {
  const [ax, ay, ar] = [500, 430, 200];
  // Tooth pitch is constant (radius / teeth = 12.5) so the wheels mesh; the small wheels sit a gap-offset.
  const mate = (angleDeg: number, r: number, teeth: number) => {
    const t = (angleDeg * Math.PI) / 180;
    const d = ar + r - 26;
    return { x: ax + Math.cos(t) * d, y: ay + Math.sin(t) * d, rot: t + Math.PI + Math.PI / teeth, r, teeth };
  };
  const b = mate(-32, 125, 10);
  const c = mate(196, 75, 6);
  const defs =
    linear(
      "brass",
      [
        [0, "#f1d27a"],
        [1, "#a87b1a"],
      ],
      0,
      0,
      1,
      1,
    ) +
    linear(
      "steel",
      [
        [0, "#d5dce1"],
        [1, "#6f7b83"],
      ],
      0,
      0,
      1,
      1,
    ) +
    `<mask id="jaw"><rect x="-300" y="-120" width="600" height="240" fill="#fff"/>` +
    `<rect x="186" y="-24" width="90" height="48" fill="#000"/><circle cx="-196" cy="0" r="20" fill="#000"/></mask>`;
  const wrench =
    `<g transform="translate(870 575) rotate(-38)"><g mask="url(#jaw)" fill="url(#steel)">` +
    `<rect x="-190" y="-20" width="370" height="40" rx="20"/><circle cx="200" cy="0" r="62"/><circle cx="-196" cy="0" r="44"/></g></g>`;
  const symbol =
    `<g filter="url(#soft)" opacity="0.35" fill="#000" transform="translate(10 16)"><path d="${gear(ax, ay, ar, 16, 26, (-32 * Math.PI) / 180)}" fill-rule="evenodd"/></g>` +
    `<path d="${gear(c.x, c.y, c.r, c.teeth, 26, c.rot)}" fill="url(#steel)" fill-rule="evenodd" opacity="0.85"/>` +
    `<path d="${gear(b.x, b.y, b.r, b.teeth, 26, b.rot)}" fill="url(#steel)" fill-rule="evenodd"/>` +
    `<path d="${gear(ax, ay, ar, 16, 26, (-32 * Math.PI) / 180)}" fill="url(#brass)" fill-rule="evenodd"/>` +
    `<circle cx="${ax}" cy="${ay}" r="${ar * 0.3}" fill="none" stroke="#fff3c8" stroke-width="3" opacity="0.35"/>` +
    wrench;
  return moodCard(W, H, { top: "#1a2421", bottom: "#3b4a3a", light: BRAND.brightGold, lightAt: [ax, ay - 30], seed: 160 }, symbol, defs);
}
