import { colorName } from "../../../lib/color/color-names";
import { nearestPassingShade } from "../../../lib/color/shades";
import { contrastRatio, isHexColor, normalizeHex, truncatedRatio } from "../../../lib/color/srgb";
import { BADGE_MIN_CONTRAST, badgeInScheme, eventTypeColors, type EventTypeInput } from "../../../lib/theme/event-type-colors";
import type { Finding } from "../schemas/schema-messages";
import { minText, ratioText } from "./theme-contrast";

/**
 * The event types' badges (site.json's `eventTypes`) are held like the palette: each badge's text reaches 4.5:1 on
 * its background in the light scheme and in the dark one (src/lib/theme/event-type-colors.ts says what each shows),
 * or the check, the build and the editor's save refuse the colour, naming the type, the ratio and the nearest
 * shade that passes.
 */

type TypeEntry = EventTypeInput & { name?: unknown };

function usable(entry: unknown): entry is TypeEntry {
  const { color, background } = (entry ?? {}) as Record<string, unknown>;
  // A colour the schema refuses (not a hex) is its message to give; contrast waits for valid colours.
  return typeof color === "string" && isHexColor(color) && (background === undefined || (typeof background === "string" && isHexColor(background)));
}

const described = (hex: string) => `o ${colorName(hex)} ${hex}`;

function finding(entry: TypeEntry, index: number): Finding | undefined {
  const colors = eventTypeColors(entry);
  const failing = (["light", "dark"] as const).flatMap((scheme) => {
    const { text, background } = badgeInScheme(colors, scheme);
    const ratio = contrastRatio(text, background);
    return truncatedRatio(ratio) >= BADGE_MIN_CONTRAST ? [] : [{ scheme, text, background, ratio }];
  });
  const worst = failing.sort((a, b) => a.ratio - b.ratio)[0];
  if (!worst) return undefined;
  const name = typeof entry.name === "string" ? `"${entry.name}"` : `${index + 1}`;
  const written = entry.background !== undefined;
  // The type's colour is what to change, unless no shade of it reads on a background the content wrote.
  const inkShade = nearestPassingShade(colors.ink, [{ against: colors.background, min: BADGE_MIN_CONTRAST }]);
  const changeBackground = !inkShade && written;
  const shade = changeBackground ? nearestPassingShade(colors.background, [{ against: colors.ink, min: BADGE_MIN_CONTRAST }]) : inkShade;
  const changed = changeBackground ? colors.background : colors.ink;
  const schemes =
    failing.length === 2 ? "nos dois temas (no escuro as duas cores trocam de lugar)" : worst.scheme === "dark" ? "no tema escuro" : "no tema claro";
  const tint = written ? "" : " (o fundo que o site calcula a partir da cor)";
  const fix = shade && shade !== normalizeHex(changed) ? ` O tom mais próximo de ${changed} que passa é ${shade}.` : "";
  return {
    pointer: `/eventTypes/${index}/${changeBackground ? "background" : "color"}`,
    anchor: "value",
    message: `a etiqueta do tipo ${name}, ${described(worst.text)} sobre ${described(worst.background)}${tint}, tem contraste ${ratioText(worst.ratio)} ${schemes}; o mínimo é ${minText(BADGE_MIN_CONTRAST)}.${fix}`,
  };
}

export function eventTypeContrastFindings(eventTypes: unknown): Finding[] {
  if (!Array.isArray(eventTypes)) return [];
  return eventTypes.flatMap((entry, index) => {
    const found = usable(entry) ? finding(entry, index) : undefined;
    return found ? [found] : [];
  });
}
