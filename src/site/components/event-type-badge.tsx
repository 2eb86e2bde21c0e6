import type { CSSObject } from "@emotion/react";
import { eventTypeColors, neutralBadgeColors, toneVars, type TypeColors } from "@/site/theme/category-colors";
import { theme } from "@/site/theme/theme";

const { radii, fontSizes } = theme;

export function colorsForType(type: string): TypeColors {
  return (eventTypeColors as Record<string, TypeColors>)[type] ?? neutralBadgeColors;
}

/** A badge in its pair of colours (the element carries `data-tone`: category-colors.ts says why). */
export function badgeTone(colors: TypeColors): CSSObject {
  return { ...toneVars(colors), background: "var(--tone-bg)", color: "var(--tone-ink)" } as CSSObject;
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
    tone = badgeTone(colorsForType(type));
    toneByType.set(type, tone);
  }
  return tone;
}

/** The coloured type label of an event ("Seminário", "Mês de Missão"...). */
export function EventTypeBadge({ type }: { type: string }) {
  return (
    <span css={[badge, toneFor(type)]} data-tone="">
      {type}
    </span>
  );
}
