import { blob, petal } from "./kit";
import { grain, hill, rays, rng, stars, taper, type Pt } from "./nature";
import { BRAND, blur, glow, linear, n, radial, rect, svgDoc, type Stop } from "./svg";

const [W, H] = [1200, 675];

/** Common frame for the month covers: sky gradient, shared blur filters and grain on top. */
export function monthFrame(sky: readonly Stop[], body: string, defs = "", seed = 1, grainOpacity = 0.05): string {
  const all = linear("sky", sky) + blur("soft", 8) + blur("wide", 30) + defs;
  return svgDoc(W, H, rect(W, H, "url(#sky)") + body + grain(W, H, seed, 3200, grainOpacity), all);
}

/** January — the seed: a cross-section of soil, a seed sending roots down and a shoot up to first light. */
export function mes01(): string {
  const ground = 400;
  const r = rng(101);
  let pebbles = "";
  for (let i = 0; i < 40; i++) {
    pebbles += `<path d="${blob(r() * W, ground + 40 + r() * 260, 6 + r() * 14, 4 + r() * 8, 200 + i, 0.2)}" opacity="${n(0.2 + r() * 0.3)}"/>`;
  }
  const roots = [
    [-60, 90],
    [-20, 130],
    [30, 120],
    [70, 80],
  ]
    .map(
      ([dx, dy]) => `M600,${ground + 120}C${600 + dx! * 0.3},${ground + 150} ${600 + dx!},${ground + 120 + dy! * 0.6} ${600 + dx! * 1.3},${ground + 120 + dy!}`,
    )
    .join("");
  const body =
    glow("dawn", 600, ground, 620, "#f8cf86", 0.7) +
    hill({ w: W, h: H, base: ground - 10, seed: 102, wobble: 8 }, "#6d6a8a", `opacity="0.5"`) +
    `<rect y="${ground}" width="${W}" height="${H - ground}" fill="url(#soil)"/>` +
    `<path d="M0,${ground}H${W}" stroke="#2e4a2c" stroke-width="10"/>` +
    `<g fill="#1f130c">${pebbles}</g>` +
    `<path d="${roots}" fill="none" stroke="#d8b98a" stroke-width="3" opacity="0.8" stroke-linecap="round"/>` +
    `<path d="M600,${ground + 118}C590,${ground + 60} 610,${ground - 10} 600,${ground - 110}" fill="none" stroke="#6fa35a" stroke-width="8" stroke-linecap="round"/>` +
    `<path d="${petal(600, ground - 100, 90, 26, -150)}" fill="#7fba62"/><path d="${petal(600, ground - 108, 80, 24, -30)}" fill="#93c96f"/>` +
    `<ellipse cx="600" cy="${ground + 125}" rx="34" ry="22" fill="url(#seed)" transform="rotate(-18 600 ${ground + 125})"/>` +
    `<circle cx="600" cy="${ground - 150}" r="90" fill="${BRAND.brightGold}" opacity="0.25" filter="url(#wide)"/>`;
  const defs =
    linear("soil", [
      [0, "#5a3b26"],
      [0.5, "#3f2818"],
      [1, "#24160d"],
    ]) +
    linear("seed", [
      [0, "#e8c07a"],
      [1, "#8a5a2a"],
    ]);
  return monthFrame(
    [
      [0, "#1b2750"],
      [0.35, "#4b4a78"],
      [0.55, "#e0a77a"],
      [0.6, "#f6d49a"],
    ],
    body,
    defs,
    109,
  );
}

/** February — sunrise over the sea: a new day, mercies new every morning (Lamentations 3:23). */
export function mes02(): string {
  const hz = 420;
  const r = rng(111);
  let glitter = "";
  for (let y = hz + 8; y < H; y += 9) {
    const spread = 30 + (y - hz) * 0.9;
    for (let k = 0; k < 3; k++) {
      const w = 10 + r() * 50;
      glitter += `<rect x="${n(600 - spread / 2 + r() * spread - w / 2)}" y="${y}" width="${n(w)}" height="3" rx="1.5" opacity="${n(0.3 + r() * 0.6)}"/>`;
    }
  }
  const body =
    stars(W, 180, 112, 50) +
    glow("sun", 600, hz, 700, BRAND.brightGold, 0.65) +
    `<g fill="url(#rayFade)" opacity="0.12" filter="url(#soft)">${rays(600, hz, 900, -175, -5, 15, 113)}</g>` +
    `<circle cx="600" cy="${hz}" r="70" fill="#fff3d2"/>` +
    hill(
      {
        w: W,
        h: H,
        base: hz + 6,
        seed: 114,
        wobble: 6,
        bumps: [
          { cx: 110, height: 70, width: 160 },
          { cx: 1080, height: 50, width: 190 },
        ],
      },
      "#3c3556",
    ) +
    `<rect y="${hz}" width="${W}" height="${H - hz}" fill="url(#sea)"/>` +
    `<g fill="#ffe3a0">${glitter}</g>`;
  const defs =
    linear("sea", [
      [0, "#6b5a72"],
      [0.4, "#2e3a62"],
      [1, BRAND.deepNavy],
    ]) +
    radial(
      "rayFade",
      [
        [0, "#fff0c0", 0.9],
        [1, "#fff0c0", 0],
      ],
      600,
      hz,
      900,
    );
  return monthFrame(
    [
      [0, BRAND.deepNavy],
      [0.3, "#2b3768"],
      [0.5, "#a0647a"],
      [0.6, "#eea46a"],
      [0.63, "#f8d890"],
    ],
    body,
    defs,
    119,
  );
}

/** March — water: a drop falling into still water, rings spreading (Isaiah 44:3, rivers in the desert). */
export function mes03(): string {
  const [cx, cy] = [600, 470];
  const rings = [40, 95, 165, 250, 350, 470]
    .map(
      (rx, i) =>
        `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${n(rx * 0.22)}" fill="none" stroke="#d9f3f5" stroke-width="${n(3.2 - i * 0.4)}" opacity="${n(0.75 - i * 0.11)}"/>`,
    )
    .join("");
  const drop = `M${cx},${cy - 230}C${cx + 6},${cy - 205} ${cx + 22},${cy - 185} ${cx + 22},${cy - 168}A22,22 0 0 1 ${cx - 22},${cy - 168}C${cx - 22},${cy - 185} ${cx - 6},${cy - 205} ${cx},${cy - 230}Z`;
  const body =
    glow("skyGlow", cx, 210, 600, "#bfeff0", 0.45) +
    `<rect y="330" width="${W}" height="${H - 330}" fill="url(#water)"/>` +
    `<ellipse cx="${cx}" cy="340" rx="700" ry="30" fill="#e6fbf8" opacity="0.35" filter="url(#wide)"/>` +
    rings +
    `<ellipse cx="${cx}" cy="${cy}" rx="22" ry="6" fill="#ffffff" opacity="0.7"/>` +
    `<path d="${drop}" fill="url(#drop)"/><ellipse cx="${cx - 8}" cy="${cy - 172}" rx="5" ry="9" fill="#fff" opacity="0.7"/>` +
    `<path d="M${cx},${cy - 10}V${cy - 40}M${cx - 18},${cy - 6}L${cx - 30},${cy - 26}M${cx + 18},${cy - 6}L${cx + 30},${cy - 26}" stroke="#e6fbf8" stroke-width="4" stroke-linecap="round" opacity="0.7"/>`;
  const defs =
    linear("water", [
      [0, "#2f8fa0"],
      [0.5, "#17506a"],
      [1, "#0b2236"],
    ]) +
    linear("drop", [
      [0, "#ffffff"],
      [1, "#8fd8e0"],
    ]);
  return monthFrame(
    [
      [0, "#0f2a45"],
      [0.3, "#1d5a78"],
      [0.5, "#5fa8b8"],
    ],
    body,
    defs,
    129,
  );
}

/** April — the path: a road through fresh green fields toward the light (Psalm 16:11). Daylight palette. */
export function mes04(): string {
  const hz = 330;
  const layers = [
    { base: hz, seed: 141, fill: "#9cc7b0" },
    { base: 385, seed: 142, fill: "#7fb58a" },
    { base: 460, seed: 143, fill: "#5e9a6c" },
    { base: 570, seed: 144, fill: "#3f7a52" },
  ];
  const pathPts: Pt[] = [
    [610, hz + 4],
    [570, 390],
    [680, 470],
    [560, 560],
    [430, H + 20],
  ];
  const r = rng(145);
  let trees = "";
  for (let i = 0; i < 14; i++) {
    const [x, y, s] = [r() * W, 360 + r() * 140, 0.5 + r() * 0.7];
    if (Math.abs(x - 600) < 120) continue;
    trees += `<ellipse cx="${n(x)}" cy="${n(y - 22 * s)}" rx="${n(14 * s)}" ry="${n(26 * s)}"/>`;
  }
  const body =
    glow("sun", 610, hz - 40, 520, "#fff4cf", 0.8) +
    `<g fill="#fff" opacity="0.85"><ellipse cx="240" cy="120" rx="110" ry="26"/><ellipse cx="290" cy="100" rx="60" ry="30"/>` +
    `<ellipse cx="960" cy="160" rx="90" ry="20"/><ellipse cx="930" cy="145" rx="46" ry="24"/></g>` +
    layers.map((l) => hill({ w: W, h: H, base: l.base, seed: l.seed, wobble: 18 }, l.fill)).join("") +
    `<g fill="#2f5e3e" opacity="0.8">${trees}</g>` +
    `<path d="${taper(pathPts, 4, 130)}" fill="#f6ecd2" opacity="0.92"/>`;
  return monthFrame(
    [
      [0, "#7fb6dc"],
      [0.4, "#c9e3ea"],
      [0.5, "#fbf1d4"],
    ],
    body,
    "",
    149,
    0.03,
  );
}

/** May — wheat: ripe stalks against a harvest sunset (John 4:35, the fields are white for harvest). */
export function mes05(): string {
  const r = rng(151);
  const stalk = (x: number, base: number, h: number, lean: number, fill: string) => {
    const top: Pt = [x + lean, base - h];
    let grains = `<path d="M${n(x)},${base}Q${n(x + lean * 0.2)},${n(base - h * 0.6)} ${n(top[0])},${n(top[1])}" fill="none" stroke="${fill}" stroke-width="3"/>`;
    const ang = (Math.atan2(-h, lean) * 180) / Math.PI;
    for (let k = 0; k < 7; k++) {
      const [gx, gy] = [top[0] - (lean / h) * k * 14, top[1] + k * 14];
      grains += `<path d="${petal(gx, gy, 24, 6, ang - 28)}" fill="${fill}"/><path d="${petal(gx, gy, 24, 6, ang + 28)}" fill="${fill}"/>`;
    }
    return grains + `<path d="${petal(top[0], top[1] + 2, 20, 5, ang)}" fill="${fill}"/>`;
  };
  let back = "";
  let front = "";
  for (let i = 0; i < 40; i++) back += stalk(r() * W, H + 10, 180 + r() * 120, (r() - 0.5) * 60, "#8a5a3a");
  for (let i = 0; i < 22; i++) front += stalk(r() * W, H + 10, 240 + r() * 160, (r() - 0.3) * 80, "#3b2418");
  const body =
    glow("sun", 820, 380, 620, "#ffd27a", 0.8) +
    `<circle cx="820" cy="380" r="64" fill="#fff0c8"/>` +
    hill({ w: W, h: H, base: 470, seed: 152, wobble: 10 }, "#b5773f", `opacity="0.7"`) +
    `<g opacity="0.75">${back}</g>` +
    `<rect y="560" width="${W}" height="${H - 560}" fill="#5a3320" opacity="0.5" filter="url(#wide)"/>` +
    front;
  return monthFrame(
    [
      [0, "#3a2a55"],
      [0.35, "#a65e5a"],
      [0.6, "#f0a860"],
      [0.75, "#f8d48a"],
    ],
    body,
    "",
    159,
  );
}
