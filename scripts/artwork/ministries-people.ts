import { blob, moodCard, petal, star, twinkle } from "./kit";
import { hill, rng } from "./nature";
import { BRAND, linear, n } from "./svg";

const [W, H] = [1200, 800];

function sparkles(seed: number, count: number, box: readonly [number, number, number, number], fill: string): string {
  const r = rng(seed);
  let out = "";
  for (let i = 0; i < count; i++) {
    out += `<path d="${twinkle(box[0] + r() * box[2], box[1] + r() * box[3], 5 + r() * 9)}" opacity="${n(0.35 + r() * 0.5)}"/>`;
  }
  return `<g fill="${fill}">${out}</g>`;
}

/** Women: a lily opening towards the light — care, beauty and growth. Plum and rose with gold. */
export function ministerioMulheres(): string {
  const [x, y] = [600, 560];
  const wrap = (inner: string) => `<g transform="translate(${x} ${y}) scale(1.2) translate(${-x} ${-y})">${inner}</g>`;
  const defs =
    linear("petalBack", [
      [0, "#fbe3cf"],
      [1, "#c9707f"],
    ]) +
    linear("petalMid", [
      [0, "#fff1dd"],
      [1, "#e0918f"],
    ]) +
    linear("petalCore", [
      [0, "#fff8e6"],
      [1, BRAND.brightGold],
    ]);
  const symbol =
    wrap(
      `<path d="M${x},${y}C${x - 10},${y + 90} ${x + 20},${y + 160} ${x - 6},${H + 10}" fill="none" stroke="#2f4a3c" stroke-width="10"/>` +
        `<path d="${petal(x - 4, y + 150, 170, 38, -160)}" fill="#3e6550"/><path d="${petal(x + 2, y + 120, 150, 34, -25)}" fill="#4a7560"/>` +
        [-150, -122, -58, -30].map((a) => `<path d="${petal(x, y, 210, 62, a)}" fill="url(#petalBack)" opacity="0.9"/>`).join("") +
        [-108, -72].map((a) => `<path d="${petal(x, y, 260, 70, a)}" fill="url(#petalMid)"/>`).join("") +
        `<path d="${petal(x, y, 290, 66, -90)}" fill="url(#petalCore)"/>` +
        [-168, -12].map((a) => `<path d="${petal(x, y + 4, 170, 48, a)}" fill="#b65a72"/>`).join(""),
    ) + sparkles(12, 16, [260, 90, 680, 380], "#fff1d6");
  return moodCard(W, H, { top: "#2a1533", bottom: "#6b3350", light: "#f4c6a0", lightAt: [600, 330], seed: 10 }, symbol, defs);
}

/** Men: a cairn of stacked stones at sunrise — steadiness, remembrance (Joshua 4), standing firm. */
export function ministerioHomens(): string {
  const stones = [
    [560, 610, 150, 52],
    [570, 520, 118, 46],
    [552, 440, 92, 40],
    [566, 372, 66, 32],
    [560, 318, 42, 24],
  ] as const;
  const defs = linear(
    "stone",
    [
      [0, "#3a4a5e"],
      [0.7, "#6f7c8c"],
      [1, "#e2c27a"],
    ],
    0,
    0.3,
    1,
    0.6,
  );
  const symbol =
    hill(
      {
        w: W,
        h: H,
        base: 520,
        seed: 61,
        wobble: 16,
        bumps: [
          { cx: 250, height: 170, width: 160 },
          { cx: 980, height: 120, width: 140 },
        ],
      },
      "#33465f",
      `opacity="0.75"`,
    ) +
    hill({ w: W, h: H, base: 600, seed: 62, wobble: 20, bumps: [{ cx: 760, height: 110, width: 200 }] }, "#22324a") +
    hill({ w: W, h: H, base: 690, seed: 63, wobble: 10, bumps: [{ cx: 560, height: 40, width: 320 }] }, "#0f1828") +
    stones.map(([x, y, rx, ry], i) => `<path d="${blob(x, y, rx, ry, 70 + i, 0.07)}" fill="url(#stone)"/>`).join("");
  return moodCard(W, H, { top: "#0e1a2c", bottom: "#2b3f55", light: "#f2b774", lightAt: [880, 360], seed: 20 }, symbol, defs);
}

/** Teens: a compass rose — finding direction while choosing their own path. Teal with gold. */
export function ministerioAdolescentes(): string {
  const [cx, cy] = [600, 400];
  let ticks = "";
  for (let i = 0; i < 72; i++) {
    const a = (i * 5 * Math.PI) / 180;
    const [r1, r2] = [238, i % 2 === 0 ? 222 : 230];
    ticks += `M${n(cx + Math.cos(a) * r1)},${n(cy + Math.sin(a) * r1)}L${n(cx + Math.cos(a) * r2)},${n(cy + Math.sin(a) * r2)}`;
  }
  // Shade one half of each main point so the star reads as faceted metal.
  let facets = "";
  for (let k = 0; k < 4; k++) {
    const a = (k * Math.PI) / 2 - Math.PI / 2;
    const s = a + Math.PI / 4;
    facets += `M${cx},${cy}L${n(cx + Math.cos(a) * 215)},${n(cy + Math.sin(a) * 215)}L${n(cx + Math.cos(s) * 42)},${n(cy + Math.sin(s) * 42)}Z`;
  }
  const defs = linear("needle", [
    [0, BRAND.brightGold],
    [1, BRAND.gold],
  ]);
  const symbol =
    `<path d="M120,760C320,640 360,520 520,520S860,360 1120,120" fill="none" stroke="${BRAND.cream}" stroke-width="4" stroke-dasharray="2 16" stroke-linecap="round" opacity="0.45"/>` +
    `<circle cx="${cx}" cy="${cy}" r="250" fill="#0b2c36" opacity="0.55"/>` +
    `<circle cx="${cx}" cy="${cy}" r="238" fill="none" stroke="${BRAND.cream}" stroke-width="3" opacity="0.7"/>` +
    `<path d="${ticks}" stroke="${BRAND.cream}" stroke-width="2" opacity="0.6"/>` +
    `<circle cx="${cx}" cy="${cy}" r="190" fill="none" stroke="${BRAND.brightGold}" stroke-width="1.5" opacity="0.5"/>` +
    `<path d="${star(cx, cy, 4, 150, 28, Math.PI / 4)}" fill="${BRAND.cream}" opacity="0.75"/>` +
    `<path d="${star(cx, cy, 4, 215, 42)}" fill="url(#needle)"/>` +
    `<path d="${facets}" fill="#9c7414" opacity="0.55"/>` +
    `<circle cx="${cx}" cy="${cy}" r="16" fill="#0b2c36" stroke="${BRAND.brightGold}" stroke-width="4"/>`;
  return moodCard(W, H, { top: "#0b2f3a", bottom: "#1e6a73", light: "#f0d08a", lightAt: [cx, cy], seed: 30 }, symbol, defs);
}

/** Youth: a living flame with rising sparks — zeal and fire of the Spirit (Acts 2). Indigo to ember. */
export function ministerioJovens(): string {
  const flame =
    "M600,640C470,640 430,540 462,448C486,380 540,352 548,268C584,320 596,356 590,398C622,336 660,292 650,190" +
    "C724,272 770,380 750,484C734,580 684,640 600,640Z";
  const layer = (s: number, fill: string) => `<path d="${flame}" transform="translate(600 640) scale(${s}) translate(-600 -640)" fill="${fill}"/>`;
  const r = rng(41);
  let sparks = "";
  for (let i = 0; i < 34; i++) {
    const y = 120 + r() * 320;
    sparks += `<circle cx="${n(600 + (r() - 0.5) * (520 - y) * 0.9)}" cy="${n(y)}" r="${n(1.5 + r() * 3.5)}" opacity="${n(0.3 + r() * 0.6)}"/>`;
  }
  const defs =
    linear("fOuter", [
      [0, "#ff7a45"],
      [1, "#c2305a"],
    ]) +
    linear("fMid", [
      [0, BRAND.brightGold],
      [1, "#f08a3c"],
    ]) +
    linear("fCore", [
      [0, "#fffbe8"],
      [1, "#ffe08a"],
    ]);
  const symbol =
    `<ellipse cx="600" cy="650" rx="230" ry="34" fill="#ff9a52" opacity="0.35" filter="url(#soft)"/>` +
    `<g filter="url(#soft)" opacity="0.6">${layer(1.08, "#ff7a45")}</g>` +
    layer(1, "url(#fOuter)") +
    layer(0.72, "url(#fMid)") +
    layer(0.42, "url(#fCore)") +
    `<g fill="${BRAND.brightGold}">${sparks}</g>`;
  return moodCard(W, H, { top: "#150f3a", bottom: "#6a2456", light: "#ff9a52", lightAt: [600, 470], seed: 40 }, symbol, defs);
}

/** Children: kites and balloons over soft green hills on a bright morning — joy, play, safety. */
export function ministerioCriancas(): string {
  const kite = (x: number, y: number, s: number, a: string, b: string, tail: string) =>
    `<g transform="translate(${x} ${y}) rotate(${s})">` +
    `<path d="M0,-70L50,0L0,100L-50,0Z" fill="${a}"/><path d="M0,-70L50,0L0,0Z" fill="${b}"/><path d="M0,0L-50,0L0,100Z" fill="${b}"/>` +
    `<path d="M0,100C30,160 -40,200 10,260S-30,340 20,380" fill="none" stroke="${tail}" stroke-width="3"/>` +
    [150, 215, 290].map((t, i) => `<path d="${star(i % 2 ? -8 : 12, t, 2, 12, 4, Math.PI / 2)}" fill="${a}"/>`).join("") +
    `</g>`;
  const balloon = (x: number, y: number, fill: string) =>
    `<path d="M${x},${y + 70}C${x - 14},${y + 140} ${x + 18},${y + 190} ${x - 4},${y + 260}" fill="none" stroke="${BRAND.navy}" stroke-width="2" opacity="0.5"/>` +
    `<ellipse cx="${x}" cy="${y}" rx="52" ry="64" fill="${fill}"/><path d="M${x - 7},${y + 62}L${x + 7},${y + 62}L${x},${y + 74}Z" fill="${fill}"/>` +
    `<ellipse cx="${x - 18}" cy="${y - 24}" rx="12" ry="20" fill="#fff" opacity="0.45" transform="rotate(-25 ${x - 18} ${y - 24})"/>`;
  const cloud = (x: number, y: number, s: number) =>
    `<g fill="#fff" opacity="0.85" transform="translate(${x} ${y}) scale(${s})"><ellipse cx="0" cy="0" rx="90" ry="34"/><circle cx="-30" cy="-22" r="36"/><circle cx="22" cy="-30" r="44"/></g>`;
  const symbol =
    cloud(220, 180, 1) +
    cloud(980, 120, 0.8) +
    cloud(760, 300, 0.6) +
    hill({ w: W, h: H, base: 640, seed: 81, wobble: 20, bumps: [{ cx: 900, height: 70, width: 260 }] }, "#a8cf9a") +
    hill({ w: W, h: H, base: 720, seed: 82, wobble: 18, bumps: [{ cx: 240, height: 60, width: 300 }] }, "#7fb58a") +
    kite(340, 260, -12, "#e76f51", "#d65a3e", BRAND.navy) +
    kite(880, 190, 14, BRAND.brightGold, BRAND.gold, "#2a9d8f") +
    balloon(560, 330, "#2a9d8f") +
    balloon(650, 300, "#e76f51") +
    balloon(620, 400, BRAND.brightGold) +
    balloon(720, 390, "#4a6fa5");
  return moodCard(W, H, { top: "#9fd3ec", bottom: "#fdf1d6", light: "#fff3c4", lightAt: [1000, 120], seed: 50 }, symbol);
}

/** Dance: silk ribbons in motion — worship expressed with the whole body. Violet with gold and rose. */
export function ministerioDanca(): string {
  const ribbon = (cy: number, amp: number, f: number, ph: number, wid: number, fill: string, op: number) => {
    const top: string[] = [];
    const bottom: string[] = [];
    for (let x = -60; x <= W + 60; x += 20) {
      const y = cy + amp * Math.sin(x * f + ph) + 60 * Math.sin(x * f * 2.3 + ph * 1.7);
      const t = wid * (0.18 + 0.82 * Math.abs(Math.sin(x * f * 0.9 + ph * 0.6)));
      top.push(`${n(x)},${n(y - t)}`);
      bottom.unshift(`${n(x)},${n(y + t)}`);
    }
    return `<path d="M${top.join("L")}L${bottom.join("L")}Z" fill="${fill}" opacity="${op}" stroke-linejoin="round"/>`;
  };
  const defs =
    linear(
      "ribGold",
      [
        [0, BRAND.gold, 0.2],
        [0.5, BRAND.brightGold],
        [1, "#fff1d6", 0.4],
      ],
      0,
      0,
      1,
      0,
    ) +
    linear(
      "ribRose",
      [
        [0, "#f1a7c0", 0.6],
        [0.6, "#d9779b"],
        [1, "#8e3f7a", 0.3],
      ],
      0,
      0,
      1,
      0,
    ) +
    linear(
      "ribCream",
      [
        [0, BRAND.cream, 0],
        [0.4, BRAND.cream, 0.9],
        [1, BRAND.cream, 0.1],
      ],
      0,
      0,
      1,
      0,
    );
  const symbol =
    ribbon(470, 130, 0.0052, 0.4, 48, "url(#ribRose)", 0.75) +
    ribbon(400, 150, 0.0046, 2.1, 60, "url(#ribGold)", 0.85) +
    ribbon(340, 110, 0.0061, 4.0, 26, "url(#ribCream)", 0.8) +
    sparkles(91, 12, [150, 120, 900, 520], "#fff1d6");
  return moodCard(W, H, { top: "#1d1238", bottom: "#4c2163", light: "#f1b6c8", lightAt: [600, 380], seed: 60 }, symbol, defs);
}
