import { rng } from "./nature";
import { BRAND, blur, linear, n, radial, rect, svgDoc } from "./svg";

/**
 * Placeholder shown before the real Google map loads (privacy facade). It is deliberately invented:
 * a generic street grid, so nobody mistakes it for real cartography.
 */
export function mapaPrevia(): string {
  const [w, h] = [1200, 600];
  const [cx, cy] = [w / 2, h / 2];
  const r = rng(71);
  // Work in a larger, rotated plane so the grid never shows an edge.
  const span = { x0: -500, x1: w + 500, y0: -500, y1: h + 500 };
  const xs: number[] = [];
  for (let x = span.x0; x < span.x1; x += 95 + r() * 70) xs.push(x);
  const ys: number[] = [];
  for (let y = span.y0; y < span.y1; y += 70 + r() * 50) ys.push(y);
  let buildings = "";
  for (let i = 0; i < 900; i++) {
    const bw = 14 + r() * 26;
    const bh = 12 + r() * 22;
    buildings += `<rect x="${n(span.x0 + r() * (span.x1 - span.x0))}" y="${n(span.y0 + r() * (span.y1 - span.y0))}" width="${n(bw)}" height="${n(bh)}" rx="2"/>`;
  }
  let trees = "";
  for (let i = 0; i < 26; i++) trees += `<circle cx="${n(cx - 455 + r() * 200)}" cy="${n(cy - 235 + r() * 120)}" r="${n(5 + r() * 6)}"/>`;
  const lines = xs.map((x) => `M${n(x)},${span.y0}V${span.y1}`).join("") + ys.map((y) => `M${span.x0},${n(y)}H${span.x1}`).join("");
  const avenues =
    `M${span.x0},${n(cy + 140)}C${n(cx - 200)},${n(cy + 60)} ${n(cx + 200)},${n(cy + 120)} ${span.x1},${n(cy - 40)}` +
    `M${n(cx - 700)},${span.y1}L${n(cx + 500)},${span.y0}`;
  const street = (d: string, width: number, casing: string, fill: string) =>
    `<path d="${d}" fill="none" stroke="${casing}" stroke-width="${width + 4}"/>` + `<path d="${d}" fill="none" stroke="${fill}" stroke-width="${width}"/>`;
  const pinTop = cy - 40;
  const pin =
    `M${cx},${cy + 18}C${cx - 9},${cy} ${cx - 28},${pinTop + 22} ${cx - 28},${pinTop}` +
    `A28,28 0 1 1 ${cx + 28},${pinTop}C${cx + 28},${pinTop + 22} ${cx + 9},${cy} ${cx},${cy + 18}Z`;
  const defs =
    linear("pinFill", [
      [0, BRAND.brightGold],
      [1, BRAND.gold],
    ]) +
    radial(
      "vignette",
      [
        [0.55, BRAND.navy, 0],
        [1, BRAND.navy, 0.22],
      ],
      cx,
      cy,
      760,
    ) +
    blur("shadow", 3);
  const body =
    rect(w, h, "#f3ecde") +
    `<g transform="rotate(-14 ${cx} ${cy})">` +
    `<g fill="#e7ddca">${buildings}</g>` +
    street(lines, 9, "#dcd3c2", BRAND.cream) +
    // Park and canal sit above the minor streets (paths stop at their edges) but below the avenues.
    `<rect x="${cx - 470}" y="${cy - 250}" width="230" height="150" rx="18" fill="#d6dcc2" stroke="#dcd3c2" stroke-width="3"/>` +
    `<g fill="#c3cda8">${trees}</g>` +
    `<path d="M${span.x0},${cy + 330}C${cx - 200},${cy + 250} ${cx + 100},${cy + 380} ${span.x1},${cy + 300}" fill="none" stroke="#cfdbe0" stroke-width="34"/>` +
    street(avenues, 20, "#b9bfce", "#fdfbf6") +
    `<path d="${avenues}" fill="none" stroke="${BRAND.navy}" stroke-width="2" stroke-dasharray="14 12" opacity="0.25"/>` +
    `</g>` +
    rect(w, h, "url(#vignette)") +
    `<circle cx="${cx}" cy="${cy + 18}" r="110" fill="${BRAND.gold}" opacity="0.08"/>` +
    `<circle cx="${cx}" cy="${cy + 18}" r="62" fill="${BRAND.gold}" opacity="0.14"/>` +
    `<ellipse cx="${cx}" cy="${cy + 20}" rx="15" ry="5" fill="#000" opacity="0.3" filter="url(#shadow)"/>` +
    `<path d="${pin}" fill="url(#pinFill)" stroke="#a57f16" stroke-width="1.5"/>` +
    `<circle cx="${cx}" cy="${pinTop}" r="11" fill="${BRAND.navy}"/>`;
  return svgDoc(w, h, body, defs);
}
