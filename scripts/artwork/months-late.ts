import { bokeh, petal } from "./kit";
import { monthFrame } from "./months-early";
import { hill, rays, rng, smooth, type Pt } from "./nature";
import { BRAND, glow, linear, n, radial } from "./svg";

const [W, H] = [1200, 675];

/** June — the olive branch: peace and anointing (Psalm 52:8). Light sage and cream, a quiet botanical. */
export function mes06(): string {
  const stem: Pt[] = [
    [120, 560],
    [360, 470],
    [620, 360],
    [860, 300],
    [1090, 170],
  ];
  const r = rng(161);
  let leaves = "";
  let olives = "";
  for (let i = 1; i < 28; i++) {
    const t = i / 28;
    const k = Math.min(stem.length - 2, Math.floor(t * (stem.length - 1)));
    const [a, b] = [stem[k]!, stem[k + 1]!];
    const u = t * (stem.length - 1) - k;
    const [x, y] = [a[0] + (b[0] - a[0]) * u, a[1] + (b[1] - a[1]) * u];
    const dir = (Math.atan2(b[1] - a[1], b[0] - a[0]) * 180) / Math.PI;
    const side = i % 2 ? 1 : -1;
    const len = 130 - t * 40 + r() * 24;
    leaves += `<path d="${petal(x, y, len, 19, dir + side * (38 + r() * 14))}" fill="${i % 3 ? "#7d9a6a" : "#9fb58c"}"/>`;
    if (i % 4 === 2) {
      const ang = ((dir + 90 * side) * Math.PI) / 180;
      olives += `<ellipse cx="${n(x + Math.cos(ang) * 34)}" cy="${n(y + Math.sin(ang) * 34)}" rx="17" ry="24" transform="rotate(${n(dir)} ${n(x + Math.cos(ang) * 34)} ${n(y + Math.sin(ang) * 34)})" fill="url(#olive)"/>`;
    }
  }
  const body =
    glow("light", 760, 220, 700, "#fffaf0", 0.8) +
    bokeh(W, H, 162, "#ffffff", 14) +
    `<g transform="translate(14 22)" opacity="0.12" filter="url(#soft)"><path d="${smooth(stem)}" fill="none" stroke="#2d3a25" stroke-width="12"/></g>` +
    `<path d="${smooth(stem)}" fill="none" stroke="#6b5a3e" stroke-width="9" stroke-linecap="round"/>` +
    leaves +
    olives;
  const defs =
    linear("olive", [
      [0, "#7a8a4a"],
      [1, "#3f4a22"],
    ]) + `<filter id="bokehBlur"><feGaussianBlur stdDeviation="4"/></filter>`;
  return monthFrame(
    [
      [0, "#e9eddc"],
      [0.6, "#d5dec2"],
      [1, "#bccaa6"],
    ],
    body,
    defs,
    169,
    0.03,
  );
}

/** July — the lamp: a clay oil lamp burning in the dark (Psalm 119:105, "a lamp to my feet"). */
export function mes07(): string {
  const [cx, cy] = [560, 440];
  const lamp =
    `M${cx - 170},${cy}C${cx - 170},${cy - 55} ${cx - 70},${cy - 80} ${cx},${cy - 80}C${cx + 70},${cy - 80} ${cx + 140},${cy - 60} ${cx + 170},${cy - 40}` +
    `L${cx + 250},${cy - 52}C${cx + 275},${cy - 52} ${cx + 280},${cy - 26} ${cx + 258},${cy - 18}L${cx + 165},${cy + 16}` +
    `C${cx + 120},${cy + 56} ${cx - 120},${cy + 62} ${cx - 170},${cy}Z`;
  const flame = `<path d="${petal(cx + 262, cy - 48, 170, 36, -96)}" fill="url(#flame)"/><path d="${petal(cx + 262, cy - 50, 90, 16, -94)}" fill="#fffbe6"/>`;
  const body =
    glow("halo", cx + 260, cy - 110, 560, "#ffb85a", 0.75) +
    `<ellipse cx="${cx + 40}" cy="${cy + 62}" rx="330" ry="26" fill="#000" opacity="0.45" filter="url(#soft)"/>` +
    `<rect y="${cy + 56}" width="${W}" height="${H - cy - 56}" fill="#120d14" opacity="0.7"/>` +
    `<path d="M${cx - 160},${cy - 20}C${cx - 250},${cy - 40} ${cx - 250},${cy + 40} ${cx - 150},${cy + 20}" fill="none" stroke="#7a3a22" stroke-width="18" stroke-linecap="round"/>` +
    `<path d="${lamp}" fill="url(#clay)"/>` +
    `<ellipse cx="${cx - 10}" cy="${cy - 66}" rx="46" ry="10" fill="#3a1a10"/>` +
    `<path d="M${cx - 150},${cy - 8}C${cx - 60},${cy - 48} ${cx + 80},${cy - 44} ${cx + 170},${cy - 26}" fill="none" stroke="#f3b27a" stroke-width="3" opacity="0.35"/>` +
    flame +
    glow("core", cx + 262, cy - 100, 90, "#fff3c4", 0.6);
  const defs =
    linear("clay", [
      [0, "#c87a45"],
      [0.6, "#8a4528"],
      [1, "#4e2214"],
    ]) +
    linear("flame", [
      [0, "#fff1b0"],
      [0.5, BRAND.brightGold],
      [1, "#f07a2a"],
    ]);
  return monthFrame(
    [
      [0, "#0b0f20"],
      [0.6, "#1d1530"],
      [1, "#2a1a22"],
    ],
    body,
    defs,
    179,
  );
}

/** August — the dove: the Holy Spirit descending in light (Matthew 3:16). Pale sky washed with gold. */
export function mes08(): string {
  // Wing: smooth leading edge, scalloped trailing edge (one bulge per flight feather).
  const wing = (sc: number, rot: number, fill: string) => {
    const [tip, root] = [
      [-120, -215],
      [-46, 14],
    ] as const;
    let d = `M34,-4C24,-96 -30,-170 ${tip[0]},${tip[1]}`;
    for (let i = 1; i <= 6; i++) {
      const [x0, y0] = [tip[0] + ((root[0] - tip[0]) * (i - 1)) / 6, tip[1] + ((root[1] - tip[1]) * (i - 1)) / 6];
      const [x1, y1] = [tip[0] + ((root[0] - tip[0]) * i) / 6, tip[1] + ((root[1] - tip[1]) * i) / 6];
      d += `Q${n((x0 + x1) / 2 - 26)},${n((y0 + y1) / 2 + 4)} ${n(x1)},${n(y1)}`;
    }
    return `<path transform="rotate(${rot}) scale(${sc})" d="${d}Z" fill="${fill}"/>`;
  };
  const dove =
    `<g transform="translate(620 330) rotate(-8)">` +
    `<g transform="translate(40 -6)">${wing(0.82, 16, "#cfd9e3")}</g>` +
    `<path d="M-128,30L-226,2Q-212,18 -226,30Q-212,42 -228,60L-124,46Z" fill="#e6ecf2"/>` +
    `<path d="M-140,32C-80,8 -20,-2 40,-6C80,-10 104,-32 126,-30C142,-28 152,-20 160,-12L176,-8L158,-2C150,8 128,18 98,24C40,40 -50,48 -140,32Z" fill="url(#plumage)"/>` +
    wing(1.05, -4, "url(#plumage)") +
    `<path d="M160,-12L178,-8L160,-3Z" fill="#d9a441"/><circle cx="136" cy="-18" r="4" fill="${BRAND.navy}"/></g>`;
  const body =
    glow("heaven", 620, 40, 760, "#fff6d8", 0.95) +
    `<g fill="url(#rayFade)" opacity="0.35" filter="url(#soft)">${rays(620, -60, 900, 30, 150, 14, 181)}</g>` +
    glow("around", 620, 300, 340, "#ffffff", 0.5) +
    hill({ w: W, h: H, base: 640, seed: 182, wobble: 14 }, "#4f7595", `opacity="0.5"`) +
    dove;
  const defs =
    linear("plumage", [
      [0, "#ffffff"],
      [1, "#d8e0e8"],
    ]) +
    radial(
      "rayFade",
      [
        [0, "#fff6d8", 0.9],
        [1, "#fff6d8", 0],
      ],
      620,
      -60,
      900,
    );
  return monthFrame(
    [
      [0, "#f0d99a"],
      [0.5, "#a9c8dc"],
      [1, "#5f86a8"],
    ],
    body,
    defs,
    189,
    0.03,
  );
}

/** September — a crown of light over a spring meadow (James 1:12); September is spring in Brazil. */
export function mes09(): string {
  const tips = [
    [-210, -110],
    [-105, -150],
    [0, -185],
    [105, -150],
    [210, -110],
  ] as const;
  let crown = `M-230,40`;
  tips.forEach(([x, y], i) => {
    crown += `L${x},${y}`;
    const next = tips[i + 1];
    if (next) crown += `L${(x + next[0]) / 2},-10`;
  });
  crown += `L230,40Q0,80 -230,40Z`;
  const r = rng(191);
  let flowers = "";
  for (let i = 0; i < 90; i++) {
    const [x, y] = [r() * W, 585 + r() * 95];
    const s = 0.4 + ((y - 585) / 95) * 0.9;
    const c = ["#f6e7c8", "#f1a7c0", BRAND.brightGold, "#ffffff"][i % 4]!;
    let petals = "";
    for (let k = 0; k < 5; k++) {
      const a = (k * 2 * Math.PI) / 5 + i;
      petals += `<circle cx="${n(x + Math.cos(a) * 6 * s)}" cy="${n(y + Math.sin(a) * 6 * s)}" r="${n(5 * s)}"/>`;
    }
    flowers += `<g fill="${c}" opacity="0.9">${petals}</g><circle cx="${n(x)}" cy="${n(y)}" r="${n(3 * s)}" fill="#c98a2a"/>`;
  }
  const body =
    glow("dawn", 600, 300, 640, BRAND.brightGold, 0.65) +
    `<g fill="url(#rayFade)" opacity="0.25" filter="url(#soft)">${rays(600, 260, 800, -180, 0, 24, 192)}</g>` +
    `<g transform="translate(600 300)">` +
    `<path d="${crown}" fill="none" stroke="${BRAND.brightGold}" stroke-width="26" opacity="0.35" filter="url(#soft)" stroke-linejoin="round"/>` +
    `<path d="${crown}" fill="url(#crownFill)" stroke="#fff1c4" stroke-width="5" stroke-linejoin="round"/>` +
    tips
      .map(
        ([x, y]) => `<circle cx="${x}" cy="${y}" r="30" fill="#fff6d8" opacity="0.35" filter="url(#soft)"/><circle cx="${x}" cy="${y}" r="12" fill="#fffbe8"/>`,
      )
      .join("") +
    `<path d="M-222,22Q0,62 222,22" fill="none" stroke="#fff6d8" stroke-width="3" opacity="0.8"/>` +
    // Jewels ride just above the band (a quadratic: y = 22 + 80·t·(1−t)).
    [0.18, 0.34, 0.5, 0.66, 0.82].map((t) => `<circle cx="${n(-222 + 444 * t)}" cy="${n(10 + 80 * t * (1 - t))}" r="6" fill="#fffbe8"/>`).join("") +
    `</g>` +
    hill({ w: W, h: H, base: 560, seed: 193, wobble: 16 }, "#3f6b57") +
    hill({ w: W, h: H, base: 625, seed: 194, wobble: 14 }, "#2c5244") +
    flowers;
  const defs =
    linear("crownFill", [
      [0, "#fff6d8", 0.95],
      [0.7, BRAND.brightGold, 0.6],
      [1, BRAND.gold, 0.3],
    ]) +
    radial(
      "rayFade",
      [
        [0, "#fff1c4", 0.9],
        [1, "#fff1c4", 0],
      ],
      600,
      260,
      800,
    );
  return monthFrame(
    [
      [0, "#1c2550"],
      [0.45, "#6a5a8a"],
      [0.8, "#e6b277"],
    ],
    body,
    defs,
    199,
  );
}
