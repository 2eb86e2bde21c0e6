import type { CSSObject } from "@emotion/react";
import type { EventType } from "@/types/generated/content";
import { theme } from "@/site/theme/theme";

const { radii, fontSizes } = theme;

export interface TypeColors {
  /** Badge background, a pale tint. */
  background: string;
  /** Badge text and the card's accent line: at least 6.5:1 on the tint and 7.5:1 on white (WCAG AA with room). */
  ink: string;
}

/** Each of the spec's nine event types has its own colour (§3); `satisfies` fails the build if one is missing. */
export const eventTypeColors = {
  "Culto Regular": { background: "#e4eaf6", ink: "#1f3a6e" },
  "Evento Especial": { background: "#fbefcf", ink: "#6b4b00" },
  Acampamento: { background: "#e0f0e3", ink: "#1d5a2b" },
  Seminário: { background: "#d9eff1", ink: "#0c5561" },
  Cerimônia: { background: "#eee4f6", ink: "#5a2b7a" },
  Confraternização: { background: "#fde6d6", ink: "#8a3a0c" },
  "Mês de Missão": { background: "#f9dfdf", ink: "#8a1c2a" },
  "Direção de Ministério": { background: "#e3e6fb", ink: "#333b99" },
  "Encontro Especial": { background: "#fbe2ee", ink: "#881e51" },
} satisfies Record<EventType, TypeColors>;

/** Grey for anything else (spec §3), e.g. page data cached from before a type was renamed. */
const DEFAULT_COLORS: TypeColors = { background: "#eceef1", ink: "#3e4450" };

export function colorsForType(type: string): TypeColors {
  return (eventTypeColors as Record<string, TypeColors>)[type] ?? DEFAULT_COLORS;
}

const badge: CSSObject = {
  display: "inline-flex",
  alignItems: "center",
  gap: "0.375rem",
  padding: "0.25rem 0.625rem",
  borderRadius: radii.pill,
  fontSize: fontSizes.xs,
  fontWeight: 700,
  letterSpacing: "0.02em",
  lineHeight: 1.3,
  "&::before": { content: '""', width: "0.5rem", height: "0.5rem", borderRadius: "50%", background: "currentColor", flexShrink: 0 },
};

const toneByType = new Map<string, CSSObject>();
function toneFor(type: string): CSSObject {
  let tone = toneByType.get(type);
  if (!tone) {
    const { background, ink } = colorsForType(type);
    tone = { background, color: ink };
    toneByType.set(type, tone);
  }
  return tone;
}

/** The coloured type label of an event ("Seminário", "Mês de Missão"...). */
export function EventTypeBadge({ type }: { type: string }) {
  return <span css={[badge, toneFor(type)]}>{type}</span>;
}
