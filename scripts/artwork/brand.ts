import { grain, hill, stars } from "./nature";
import { BRAND, blur, glow, linear, rect, svgDoc } from "./svg";

// Fonts installed on the build machine (checked with `fc-list`); generic fallbacks keep it rendering elsewhere.
const SERIF = "'Liberation Serif', 'DejaVu Serif', serif";
const SANS = "'Liberation Sans', 'DejaVu Sans', sans-serif";

/**
 * The church mark drawn in a 100×100 box: a gold hill with a cross on its summit inside a thin ring.
 * `scale` and the translate let callers place it anywhere; ids are prefixed so two marks can coexist.
 */
export function mark(x: number, y: number, size: number, id = "m", ring = true): string {
  const s = size / 100;
  const defs =
    `<defs>${linear(`${id}Gold`, [
      [0, BRAND.brightGold],
      [1, BRAND.gold],
    ])}` + `<clipPath id="${id}Clip"><circle cx="50" cy="50" r="44"/></clipPath></defs>`;
  return (
    `<g transform="translate(${x - size / 2} ${y - size / 2}) scale(${s})">${defs}` +
    glow(`${id}Halo`, 50, 44, 40, BRAND.brightGold, 0.35) +
    `<g clip-path="url(#${id}Clip)" fill="url(#${id}Gold)">` +
    `<path d="M0,86C20,80 32,66 50,64C68,66 80,80 100,86V100H0Z"/>` +
    `<rect x="47.2" y="18" width="5.6" height="48"/><rect x="37" y="29" width="26" height="5.6"/></g>` +
    (ring ? `<circle cx="50" cy="50" r="47" fill="none" stroke="url(#${id}Gold)" stroke-width="2.2"/>` : "") +
    `</g>`
  );
}

/** Open Graph / WhatsApp share card: the only artwork with text, because it stands in for the site itself. */
export function compartilhar(): string {
  const [w, h] = [1200, 630];
  const defs =
    linear(
      "card",
      [
        [0, BRAND.navy],
        [1, BRAND.deepNavy],
      ],
      0,
      0,
      1,
      1,
    ) +
    linear(
      "rule",
      [
        [0, BRAND.gold],
        [1, BRAND.gold, 0],
      ],
      0,
      0,
      1,
      0,
    ) +
    blur("soft", 20);
  const tx = 520;
  const body =
    rect(w, h, "url(#card)") +
    stars(w, 380, 5, 70) +
    glow("cardGlow", 300, 300, 330, BRAND.gold, 0.22) +
    hill({ w, h, base: 590, seed: 3, wobble: 14, bumps: [{ cx: 300, height: 40, width: 260 }] }, "#1b2a4c", `opacity="0.7"`) +
    hill({ w, h, base: 620, seed: 9, wobble: 10 }, "#0a1124") +
    mark(300, 300, 300, "card") +
    `<text x="${tx}" y="250" font-family="${SERIF}" font-size="58" fill="${BRAND.cream}">Igreja</text>` +
    `<text x="${tx}" y="334" font-family="${SERIF}" font-size="80" fill="${BRAND.cream}">Monte Calvário</text>` +
    `<rect x="${tx + 2}" y="370" width="360" height="3" fill="url(#rule)"/>` +
    `<text x="${tx + 2}" y="424" font-family="${SANS}" font-size="30" letter-spacing="2" fill="${BRAND.brightGold}">Vila Formosa · São Paulo</text>` +
    grain(w, h, 8, 1800, 0.04);
  return svgDoc(w, h, body, defs);
}

/** 32-unit grid with even coordinates so the cross lands on whole pixels at 16 px and 32 px. */
export function favicon(): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">` +
    `<rect width="32" height="32" rx="7" fill="${BRAND.navy}"/>` +
    `<path fill="${BRAND.brightGold}" d="M14 4h4v24h-4zM8 10h16v4H8z"/></svg>`
  );
}

/**
 * App icon. `maskable` fills the whole square and keeps the mark inside the central 80% safe circle,
 * because launchers may crop to a circle or squircle; the plain icon gets its own rounded corners.
 */
export function appIcon(size: number, opts: { maskable?: boolean; rounded?: boolean } = {}): string {
  const defs = linear(
    "bg",
    [
      [0, "#1c2d52"],
      [1, BRAND.deepNavy],
    ],
    0,
    0,
    1,
    1,
  );
  const rx = opts.rounded ? size * 0.22 : 0;
  const markSize = size * (opts.maskable ? 0.62 : 0.74);
  const body = `<rect width="${size}" height="${size}" rx="${rx}" fill="url(#bg)"/>` + mark(size / 2, size / 2, markSize, "icon");
  return svgDoc(size, size, body, defs);
}
