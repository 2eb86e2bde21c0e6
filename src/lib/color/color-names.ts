import { difference } from "./oklch";

/**
 * A colour's everyday name in Portuguese ("o dourado", "o creme"), so a message says which colour it means
 * before its code: the named colour nearest to it in OKLab. Names are for orientation; the code beside them
 * is exact.
 */
const NAMED: readonly [name: string, hex: string][] = [
  ["branco", "#ffffff"],
  ["creme", "#f7f1e3"],
  ["bege", "#e3d5b8"],
  ["areia", "#d8c7a0"],
  ["cinza-claro", "#d4d6db"],
  ["cinza", "#8a8f99"],
  ["grafite", "#3f444d"],
  ["preto", "#111111"],
  ["azul-marinho", "#16213f"],
  ["azul-escuro", "#1c3a78"],
  ["azul", "#2f6fd0"],
  ["azul-claro", "#8fb8ea"],
  ["azul-petróleo", "#1d5561"],
  ["turquesa", "#2bb3b0"],
  ["verde-escuro", "#1f4a2c"],
  ["verde", "#3d8b4a"],
  ["verde-claro", "#a6d69b"],
  ["verde-oliva", "#6b6b2a"],
  ["amarelo", "#f2d335"],
  ["dourado", "#d4a72c"],
  ["mostarda", "#b8901c"],
  ["ocre", "#8a6414"],
  ["laranja", "#eb7d2a"],
  ["terracota", "#b0522d"],
  ["marrom", "#6b4226"],
  ["vermelho", "#c8292f"],
  ["vinho", "#6d1f3a"],
  ["rosa", "#e58fb0"],
  ["rosa-claro", "#f6d6e0"],
  ["lilás", "#b79ad8"],
  ["roxo", "#5b2d8c"],
];

export function colorName(hex: string): string {
  let best = NAMED[0] as [string, string];
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const named of NAMED) {
    const distance = difference(hex, named[1]);
    if (distance < bestDistance) [best, bestDistance] = [named, distance];
  }
  return best[0];
}
