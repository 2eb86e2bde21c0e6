import { cross, grain, hill, rays, ridgeY, rng, stars, type RidgeOptions } from "./nature";
import { BRAND, blur, glow, linear, n, radial, rect, svgDoc } from "./svg";

/** Home hero: dawn behind Monte Calvário. The summit sits right of centre so left-aligned text stays legible. */
export function heroInicio(): string {
  const [w, h] = [1920, 1080];
  const sun = { x: 1270, y: 690 };
  const main: RidgeOptions = {
    w,
    h,
    base: 1010,
    seed: 7,
    wobble: 8,
    step: 60,
    bumps: [
      { cx: sun.x, height: 290, width: 380 },
      { cx: sun.x + 330, height: 110, width: 300 },
    ],
  };
  const top = ridgeY(main, sun.x);
  const defs =
    linear("sky", [
      [0, BRAND.deepNavy],
      [0.3, BRAND.navy],
      [0.5, "#2b3660"],
      [0.62, "#5e4f6e"],
      [0.72, "#b07650"],
      [0.8, "#e0a95a"],
      [0.86, BRAND.brightGold],
    ]) +
    linear("mainHill", [
      [0, "#17203a"],
      [1, BRAND.deepNavy],
    ]) +
    radial(
      "rayFade",
      [
        [0, BRAND.brightGold, 0.9],
        [0.45, BRAND.brightGold, 0.35],
        [1, BRAND.brightGold, 0],
      ],
      sun.x,
      sun.y,
      1300,
    ) +
    linear("haze", [
      [0, BRAND.brightGold, 0],
      [0.6, "#f3d9a0", 0.35],
      [1, BRAND.brightGold, 0],
    ]) +
    blur("soft", 6) +
    blur("softer", 18);
  const body =
    rect(w, h, "url(#sky)") +
    stars(w, 430, 11, 140) +
    glow("sunWide", sun.x, sun.y, 900, BRAND.brightGold, 0.55) +
    `<g fill="url(#rayFade)" opacity="0.28" filter="url(#soft)">${rays(sun.x, sun.y, 1500, -172, -8, 19, 3)}</g>` +
    `<ellipse cx="${sun.x - 120}" cy="${sun.y + 120}" rx="1300" ry="170" fill="#f0c878" opacity="0.28" filter="url(#softer)"/>` +
    glow("sunCore", sun.x, sun.y, 190, "#fff6dc", 0.95) +
    `<rect y="640" width="${w}" height="260" fill="url(#haze)" filter="url(#softer)"/>` +
    hill({ w, h, base: 800, seed: 21, wobble: 26 }, "#8a6770", `opacity="0.55"`) +
    hill({ w, h, base: 860, seed: 5, wobble: 30, bumps: [{ cx: 380, height: 90, width: 380 }] }, "#4d4260", `opacity="0.8"`) +
    hill({ w, h, base: 935, seed: 13, wobble: 24, bumps: [{ cx: 250, height: 70, width: 300 }] }, "#2a2b48") +
    hill(main, "none", `stroke="${BRAND.brightGold}" stroke-width="6" opacity="0.5" filter="url(#soft)"`) +
    hill(main, "url(#mainHill)") +
    cross(sun.x, top + 8, 190, BRAND.deepNavy) +
    hill({ w, h, base: 1050, seed: 17, wobble: 18, bumps: [{ cx: 120, height: 90, width: 420 }] }, "#080f1f") +
    grain(w, h, 99, 5200, 0.05);
  return svgDoc(w, h, body, defs);
}

/** An arched window (or door) lit from inside, with thin mullions so it reads as a window at card size. */
function litArch(cx: number, top: number, w: number, h: number, mullions = true): string {
  const r = w / 2;
  const d = `M${cx - r},${top + h}V${top + r}A${r},${r} 0 0 1 ${cx + r},${top + r}V${top + h}Z`;
  const bars = mullions ? `<path d="M${cx},${top + 2}V${top + h}M${cx - r},${top + h * 0.55}H${cx + r}" stroke="#3a2a1a" stroke-width="3" opacity="0.7"/>` : "";
  return `<path d="${d}" fill="url(#window)"/>${bars}`;
}

/** "Sobre / história": a small house of prayer at dusk, windows warm, door open onto a path. */
export function sobreHistoria(): string {
  const [w, h] = [1600, 1000];
  const cx = 1040;
  const ground: RidgeOptions = { w, h, base: 760, seed: 31, wobble: 10, bumps: [{ cx, height: 60, width: 520 }] };
  const gy = ridgeY(ground, cx);
  const [bodyW, bodyH] = [300, 185];
  const top = gy - bodyH;
  const apex = top - 125;
  const defs =
    linear("dusk", [
      [0, BRAND.deepNavy],
      [0.35, "#1b2750"],
      [0.58, "#4a3f66"],
      [0.7, "#a06a5c"],
      [0.78, "#d9955a"],
    ]) +
    linear("window", [
      [0, "#fff1c4"],
      [0.6, BRAND.brightGold],
      [1, "#d98b34"],
    ]) +
    linear("facade", [
      [0, "#223056"],
      [1, "#141d38"],
    ]) +
    linear("spill", [
      [0, BRAND.brightGold, 0.55],
      [1, BRAND.brightGold, 0],
    ]) +
    blur("halo", 14) +
    blur("mist", 30);
  const windows = [cx - 100, cx + 100].map((x) => litArch(x, top + 55, 44, 80)).join("");
  // The path narrows towards the door (simple perspective) and bends, so it does not look like a beam.
  const path =
    `M${cx - 30},${gy}C${cx - 50},${gy + 80} ${cx - 210},${gy + 130} ${cx - 230},${h}` +
    `L${cx + 40},${h}C${cx + 20},${gy + 140} ${cx + 50},${gy + 70} ${cx + 30},${gy}Z`;
  const body =
    rect(w, h, "url(#dusk)") +
    stars(w, 520, 41, 130) +
    `<mask id="moonCut"><rect width="${w}" height="${h}" fill="#fff"/><circle cx="352" cy="156" r="44" fill="#000"/></mask>` +
    `<circle cx="330" cy="170" r="46" fill="#f6ecd0" opacity="0.92" mask="url(#moonCut)"/>` +
    `<ellipse cx="800" cy="700" rx="900" ry="90" fill="#e0a066" opacity="0.25" filter="url(#mist)"/>` +
    hill({ w, h, base: 690, seed: 33, wobble: 18 }, "#5b4763", `opacity="0.7"`) +
    townLights(w, 41) +
    hill({ w, h, base: 735, seed: 37, wobble: 22, bumps: [{ cx: 200, height: 60, width: 300 }] }, "#2c2a4a") +
    tree(cx - 240, gy + 6, 1.2, 5) +
    tree(cx + 250, gy + 8, 1, 6) +
    tree(260, 700, 0.8, 7) +
    // glow first, so the facade reads as lit from within
    `<g fill="${BRAND.brightGold}" opacity="0.55" filter="url(#halo)">` +
    `<circle cx="${cx - 100}" cy="${top + 100}" r="40"/><circle cx="${cx + 100}" cy="${top + 100}" r="40"/><circle cx="${cx}" cy="${gy - 55}" r="50"/></g>` +
    `<path d="M${cx - bodyW / 2},${gy + 30}V${top}L${cx},${apex}L${cx + bodyW / 2},${top}V${gy + 30}Z" fill="url(#facade)"/>` +
    `<path d="M${cx - bodyW / 2 - 22},${top + 8}L${cx},${apex - 14}L${cx + bodyW / 2 + 22},${top + 8}" fill="none" stroke="#0d1530" stroke-width="16" stroke-linejoin="round"/>` +
    cross(cx, apex - 18, 64, "#0d1530") +
    `<circle cx="${cx}" cy="${top - 48}" r="17" fill="url(#window)"/>` +
    windows +
    litArch(cx, gy - 112, 64, 112, false) +
    hill(ground, "#111a31") +
    `<path d="${path}" fill="#34324d" opacity="0.75"/>` +
    `<path d="${path}" fill="url(#spill)" filter="url(#halo)"/>` +
    `<ellipse cx="${cx}" cy="${gy + 10}" rx="190" ry="26" fill="${BRAND.brightGold}" opacity="0.25" filter="url(#halo)"/>` +
    hill({ w, h, base: 960, seed: 43, wobble: 16, bumps: [{ cx: 1500, height: 70, width: 260 }] }, "#0a1020") +
    grain(w, h, 45, 4200, 0.05);
  return svgDoc(w, h, body, defs);
}

/** A scatter of tiny warm lights on the far ridge: the neighbourhood around the church, suggested not drawn. */
function townLights(w: number, seed: number): string {
  const r = rng(seed);
  let out = "";
  for (let i = 0; i < 46; i++) {
    const x = r() * w;
    out += `<circle cx="${n(x)}" cy="${n(700 + r() * 30)}" r="${n(1 + r() * 1.5)}" opacity="${n(0.4 + r() * 0.5)}"/>`;
  }
  return `<g fill="${BRAND.brightGold}">${out}</g>`;
}

/** A rounded broadleaf tree built from overlapping circles of varied size, so no two trees match. */
function tree(x: number, y: number, s: number, seed: number, fill = "#121a33"): string {
  const r = rng(seed);
  let crown = "";
  for (let i = 0; i < 9; i++) {
    const a = r() * Math.PI * 2;
    const d = r() * 26 * s;
    crown += `<circle cx="${n(x + Math.cos(a) * d * 1.3)}" cy="${n(y - 78 * s + Math.sin(a) * d)}" r="${n((20 + r() * 16) * s)}"/>`;
  }
  return `<g fill="${fill}"><path d="M${n(x - 4 * s)},${n(y)}L${n(x - 2 * s)},${n(y - 60 * s)}H${n(x + 2 * s)}L${n(x + 4 * s)},${n(y)}Z"/>${crown}</g>`;
}

/** Mission month: a path that winds over receding hills toward a bright horizon ("go into all the world"). */
export function agendaMissoes(): string {
  const [w, h] = [1600, 900];
  const sun = { x: 1010, y: 520 };
  const horizon = 545;
  const layers = [
    { base: horizon, seed: 51, wobble: 12, fill: "#b98a78" },
    { base: 605, seed: 62, wobble: 22, fill: "#7d6273" },
    { base: 675, seed: 73, wobble: 30, fill: "#4a4563" },
    { base: 770, seed: 84, wobble: 34, fill: "#27294a" },
    { base: 875, seed: 95, wobble: 26, fill: "#141a33" },
  ];
  // One road centreline in screen space: it swings wider and grows with depth (cheap perspective).
  const depth = (y: number) => Math.max(0, (y - horizon) / (h - horizon));
  const roadX = (y: number) => sun.x - 30 + 230 * Math.sin(depth(y) * 5.2) * depth(y) - 260 * depth(y) ** 2;
  const half = (y: number) => 2 + 150 * depth(y) ** 1.9;
  const road = (y0: number, y1: number) => {
    const ys: number[] = [];
    for (let y = y0; y <= y1; y += 6) ys.push(y);
    const left = ys.map((y) => `${n(roadX(y) - half(y))},${n(y)}`);
    const right = ys.reverse().map((y) => `${n(roadX(y) + half(y))},${n(y)}`);
    return `M${left.join("L")}L${right.join("L")}Z`;
  };
  const defs =
    linear("eve", [
      [0, "#16214a"],
      [0.3, "#35406e"],
      [0.48, "#9c6f78"],
      [0.58, "#e0a868"],
      [0.63, "#f5dca0"],
    ]) +
    linear("crest", [
      [0, "#fff", 0.14],
      [0.25, "#fff", 0],
    ]) +
    blur("wide", 40);
  let land = "";
  layers.forEach((l, i) => {
    const o: RidgeOptions = { w, h, base: l.base, seed: l.seed, wobble: l.wobble };
    const top = ridgeY(o, roadX(l.base)) - 30;
    land +=
      `<clipPath id="hc${i}">${hill(o, "#000")}</clipPath>` +
      hill(o, l.fill) +
      hill(o, "url(#crest)") +
      `<path d="${road(Math.max(top, horizon), h + 10)}" fill="#f3d49a" opacity="${n(0.75 - i * 0.1)}" clip-path="url(#hc${i})"/>`;
  });
  const body =
    rect(w, h, "url(#eve)") +
    stars(w, 260, 57, 60) +
    glow("sunGlow", sun.x, sun.y, 700, "#f2b774", 0.5) +
    `<circle cx="${sun.x}" cy="${sun.y}" r="52" fill="#fff4d6"/>` +
    `<ellipse cx="${sun.x}" cy="${sun.y + 20}" rx="900" ry="70" fill="#f7dca4" opacity="0.35" filter="url(#wide)"/>` +
    land +
    grain(w, h, 58, 4000, 0.05);
  return svgDoc(w, h, body, defs);
}
