import { blob, moodCard } from "./kit";
import { rays, rng } from "./nature";
import { BRAND, linear, n, radial } from "./svg";

const [W, H] = [1200, 800];

/** Bible study: an open book with light rising from its pages (Psalm 119:130). Ink-blue to warm leather. */
export function ministerioEstudoBiblico(): string {
  const page = (dir: 1 | -1, dy = 0) =>
    `M600,${470 + dy}C${600 - dir * 60},${440 + dy} ${600 - dir * 160},${430 + dy} ${600 - dir * 262},${455 + dy}` +
    `L${600 - dir * 262},${640 + dy}C${600 - dir * 160},${615 + dy} ${600 - dir * 60},${622 + dy} 600,${652 + dy}Z`;
  let lines = "";
  for (let i = 0; i < 7; i++) {
    for (const dir of [1, -1] as const) {
      const y = 490 + i * 18;
      lines += `M${600 - dir * 36},${y + 10}C${600 - dir * 90},${y - 10} ${600 - dir * 170},${y - 14} ${600 - dir * 230},${y - 2}`;
    }
  }
  const r = rng(5);
  let motes = "";
  for (let i = 0; i < 30; i++) {
    motes += `<circle cx="${n(600 + (r() - 0.5) * 420 * r())}" cy="${n(140 + r() * 300)}" r="${n(1.5 + r() * 3)}" opacity="${n(0.3 + r() * 0.6)}"/>`;
  }
  const defs =
    linear("paper", [
      [0, "#fffaf0"],
      [1, "#e6d6b4"],
    ]) +
    radial(
      "beam",
      [
        [0, "#fff3c8", 0.9],
        [1, "#fff3c8", 0],
      ],
      600,
      470,
      420,
    );
  const symbol =
    `<g fill="url(#beam)" opacity="0.55" filter="url(#soft)">${rays(600, 470, 420, -160, -20, 13, 7)}</g>` +
    `<g fill="${BRAND.brightGold}">${motes}</g>` +
    `<path d="${page(1, 22)}" fill="#5a2630"/><path d="${page(-1, 22)}" fill="#5a2630"/>` +
    [14, 8].map((dy) => `<path d="${page(1, dy)}${page(-1, dy)}" fill="#d9c8a4" stroke="#b9a67e" stroke-width="1"/>`).join("") +
    `<path d="${page(1)}${page(-1)}" fill="url(#paper)"/>` +
    `<path d="${lines}" fill="none" stroke="#b8a57f" stroke-width="2.5" opacity="0.55" stroke-linecap="round"/>` +
    `<path d="M600,470V652" stroke="#c8b48c" stroke-width="2"/>`;
  return moodCard(W, H, { top: "#141a2e", bottom: "#3a2a1e", light: "#f6d58e", lightAt: [600, 420], seed: 110 }, symbol, defs);
}

/** Missions: a globe crossed by golden routes from home to the nations (Acts 1:8). Ocean teal with gold. */
export function ministerioMissoes(): string {
  const [cx, cy, R] = [600, 420, 250];
  let grid = `M${cx},${cy - R}V${cy + R}`;
  for (const lon of [20, 45, 70]) {
    const rx = R * Math.sin((lon * Math.PI) / 180);
    grid += `M${cx},${cy - R}A${n(rx)},${R} 0 0 0 ${cx},${cy + R}A${n(rx)},${R} 0 0 0 ${cx},${cy - R}`;
  }
  for (const lat of [-55, -28, 0, 28, 55]) {
    const a = (lat * Math.PI) / 180;
    const [y, rx] = [cy - R * Math.sin(a), R * Math.cos(a)];
    grid += `M${n(cx - rx)},${n(y)}A${n(rx)},${n(rx * 0.16)} 0 0 0 ${n(cx + rx)},${n(y)}`;
  }
  const home = [505, 560] as const;
  const targets = [
    [720, 300],
    [420, 300],
    [800, 470],
    [640, 210],
    [930, 150],
  ] as const;
  const routes = targets
    .map(([x, y]) => {
      const [mx, my] = [(home[0] + x) / 2, (home[1] + y) / 2];
      return `M${home[0]},${home[1]}Q${n(mx + (mx - cx) * 0.5)},${n(my - 90 + (my - cy) * 0.5)} ${x},${y}`;
    })
    .join("");
  const node = ([x, y]: readonly [number, number], r = 6) =>
    `<circle cx="${x}" cy="${y}" r="${r * 2.6}" fill="${BRAND.brightGold}" opacity="0.25"/><circle cx="${x}" cy="${y}" r="${r}" fill="${BRAND.brightGold}"/>`;
  const defs =
    radial(
      "ocean",
      [
        [0, "#2f8f92"],
        [0.6, "#145866"],
        [1, "#0a2a33"],
      ],
      cx - 90,
      cy - 100,
      R * 1.35,
    ) + `<clipPath id="globe"><circle cx="${cx}" cy="${cy}" r="${R}"/></clipPath>`;
  const lands = [
    [480, 330, 120, 70, 1],
    [700, 420, 90, 130, 2],
    [560, 560, 80, 50, 3],
    [760, 260, 60, 40, 4],
  ]
    .map(([x, y, rx, ry, s]) => `<path d="${blob(x!, y!, rx!, ry!, s!, 0.3)}"/>`)
    .join("");
  const orbit = `transform="rotate(-14 ${cx} ${cy})" fill="none" stroke="${BRAND.brightGold}" stroke-width="2"`;
  const symbol =
    `<ellipse cx="${cx}" cy="${cy}" rx="360" ry="92" ${orbit} opacity="0.3"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${R}" fill="url(#ocean)"/>` +
    `<g clip-path="url(#globe)"><g fill="#3aa58f" opacity="0.35">${lands}</g>` +
    `<path d="${grid}" fill="none" stroke="${BRAND.cream}" stroke-width="1.5" opacity="0.2"/></g>` +
    `<circle cx="${cx}" cy="${cy}" r="${R}" fill="none" stroke="${BRAND.brightGold}" stroke-width="2" opacity="0.4"/>` +
    `<path d="M${cx - 360},${cy}A360,92 0 0 0 ${cx + 360},${cy}" ${orbit} opacity="0.55"/>` +
    `<path d="${routes}" fill="none" stroke="${BRAND.brightGold}" stroke-width="3" stroke-dasharray="10 8" stroke-linecap="round"/>` +
    targets.map((t) => node(t, 5)).join("") +
    node(home, 8);
  return moodCard(W, H, { top: "#08222b", bottom: "#134e5e", light: "#e9c46a", lightAt: [cx, cy], seed: 150 }, symbol, defs);
}
