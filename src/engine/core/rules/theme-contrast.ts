import { colorName } from "../../../lib/color/color-names";
import { nearestPassingShade, type ContrastNeed } from "../../../lib/color/shades";
import { contrastRatio, isHexColor, truncatedRatio } from "../../../lib/color/srgb";
import { ROLE_NAMES, type ColorRole } from "../../../lib/theme/color-roles";
import { CONTRAST_PAIRS, type ContrastPair } from "../../../lib/theme/contrast-pairs";
import { schemeColors, type SchemeColor, type SchemeColors, type SchemeName, type ThemeColorsInput } from "../../../lib/theme/scheme-colors";
import type { Finding } from "../schemas/schema-messages";

/**
 * Contrast is a rule of the engine: every text/background pair the design uses (lib/theme/contrast-pairs.ts),
 * with the content's colours, in the light theme and in the dark one, reaches WCAG AA. `npm run check` and the
 * site editor's save (which runs this very check in the browser) refuse a palette nobody could read, naming the
 * pair, where it shows, its ratio and the nearest shade of the colour that passes.
 */

const OBJECT_OF: Record<SchemeName, string> = { light: "/theme/colors", dark: "/theme/dark" };

export const ratioText = (ratio: number) => `${(Math.floor(ratio * 10) / 10).toFixed(1).replace(".", ",")}:1`;
export const minText = (min: number) => `${min.toFixed(1).replace(".", ",")}:1`;

function describe(color: SchemeColor): string {
  const role = color.role ? `, ${ROLE_NAMES[color.role]},` : "";
  return `o ${colorName(color.hex)} ${color.hex}${role}`;
}

interface Failure {
  pair: ContrastPair;
  ratio: number;
  fg: SchemeColor;
  bg: SchemeColor;
}

/**
 * The colour to change: one the content wrote in this scheme before one worked out from a role (the editor then
 * writes that role), and of two, the one in more failing pairs (a mid-grey brand fails under every white text:
 * the brand is wrong, not each text), the text's on a tie; a fixed colour (the focus ring) never.
 */
function blamed({ fg, bg }: Failure, failing: Map<ColorRole, number>): { side: "fg" | "bg"; role: ColorRole } | undefined {
  const score = (color: SchemeColor) => (color.role ? (color.written ? 1000 : 0) + (failing.get(color.role) ?? 0) : -1);
  if (score(fg) < 0 && score(bg) < 0) return undefined;
  return score(fg) >= score(bg) ? { side: "fg", role: fg.role as ColorRole } : { side: "bg", role: bg.role as ColorRole };
}

function failingCounts(found: Failure[]): Map<ColorRole, number> {
  const counts = new Map<ColorRole, number>();
  for (const { fg, bg } of found) for (const role of [fg.role, bg.role]) if (role) counts.set(role, (counts.get(role) ?? 0) + 1);
  return counts;
}

/** What the blamed role's colour must reach in this scheme: every pair where it shows as itself. */
function needsOf(colors: SchemeColors, role: ColorRole): ContrastNeed[] {
  const hex = colors.roles[role];
  return CONTRAST_PAIRS.flatMap((pair) => {
    const [fg, bg] = [colors.tokens[pair.fg], colors.tokens[pair.bg]];
    if (fg.role === role && fg.hex === hex) return [{ against: bg.hex, min: pair.min }];
    if (bg.role === role && bg.hex === hex) return [{ against: fg.hex, min: pair.min }];
    return [];
  });
}

function failures(colors: SchemeColors, reported: Set<string>): Failure[] {
  return CONTRAST_PAIRS.flatMap((pair) => {
    const [fg, bg] = [colors.tokens[pair.fg], colors.tokens[pair.bg]];
    const ratio = contrastRatio(fg.hex, bg.hex);
    // The dark theme keeps many of the light one's colours: a pair already reported there is not repeated.
    const key = `${fg.hex}/${bg.hex}/${pair.min}`;
    if (truncatedRatio(ratio) >= pair.min || reported.has(key)) return [];
    reported.add(key);
    return [{ pair, ratio, fg, bg }];
  });
}

function usable(theme: unknown): theme is ThemeColorsInput {
  const { colors, dark } = (theme ?? {}) as { colors?: Record<string, unknown>; dark?: Record<string, unknown> };
  const hexes = [...Object.values(colors ?? {}), ...Object.values(dark ?? {})];
  return (
    colors !== undefined &&
    ["brand", "accent", "surface", "text"].every((role) => typeof colors[role] === "string") &&
    hexes.every((hex) => typeof hex === "string" && isHexColor(hex))
  );
}

/** One finding per colour to change and theme: its worst pair, and a shade that passes every pair it is in. */
export function themeContrastFindings(theme: unknown): Finding[] {
  // A colour the schema refuses (not a hex) is its message to give; contrast waits for valid colours.
  if (!usable(theme)) return [];
  const schemes = schemeColors(theme);
  const reported = new Set<string>();
  const findings: Finding[] = [];
  for (const scheme of ["light", "dark"] as const) {
    const colors = schemes[scheme];
    const worst = new Map<string, Failure & { role: ColorRole; side: "fg" | "bg" }>();
    const found = failures(colors, reported);
    const counts = failingCounts(found);
    for (const failure of found) {
      const blame = blamed(failure, counts);
      if (!blame) continue;
      const pointer = `${OBJECT_OF[scheme]}/${blame.role}`;
      const known = worst.get(pointer);
      if (!known || failure.ratio / failure.pair.min < known.ratio / known.pair.min) worst.set(pointer, { ...failure, ...blame });
    }
    for (const [pointer, failure] of worst) {
      const changed = failure[failure.side];
      const other = failure.side === "fg" ? failure.bg : failure.fg;
      const shade =
        nearestPassingShade(changed.hex, needsOf(colors, failure.role)) ?? nearestPassingShade(changed.hex, [{ against: other.hex, min: failure.pair.min }]);
      const where = scheme === "dark" ? "No tema escuro, " : "";
      const pair = `${describe(failure.fg)} sobre ${describe(failure.bg)}`.replace(/,$/, "");
      const fix = shade ? ` O tom mais próximo de ${changed.hex} que passa é ${shade}.` : "";
      const written = changed.written ? "" : ` Essa cor é calculada: escreva o tom em "${failure.role}"${scheme === "dark" ? " do tema escuro" : ""}.`;
      findings.push({
        pointer,
        anchor: "value",
        message: `${where}${pair} (${failure.pair.where}) tem contraste ${ratioText(failure.ratio)}; o mínimo é ${minText(failure.pair.min)}.${fix}${written}`,
      });
    }
  }
  return findings;
}
