import type { CSSObject } from "@emotion/react";
import type { Site } from "@/types/generated/content";
import { eventTypeColors, type TypeColors } from "@/lib/theme/event-type-colors";
import { useSite } from "@/site/data/site-context";
import { neutralBadgeColors, toneStyle, toneVars } from "@/site/theme/category-colors";
import { theme } from "@/site/theme/theme";

const { radii, fontSizes } = theme;

/** A type's colours as site.json's `eventTypes` gives them; grey for a type the list no longer has (the check refuses one). */
export function colorsForType(eventTypes: Site["eventTypes"], type: string): TypeColors {
  const listed = eventTypes?.find((entry) => entry.name === type);
  return listed ? eventTypeColors(listed) : neutralBadgeColors;
}

/** The colours of an event's type on this site. */
export function useTypeColors(type: string): TypeColors {
  return colorsForType(useSite().eventTypes, type);
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
  background: "var(--tone-bg)",
  color: "var(--tone-ink)",
};

/**
 * The coloured type label of an event, in the colours site.json gives its type. Inside an element that already carries
 * the type's tone (an agenda card: `toneStyle` and `data-tone`), `inTone` lets it inherit them instead of writing them
 * again: bytes of every card of a busy month.
 */
export function EventTypeBadge({ type, inTone = false }: { type: string; inTone?: boolean }) {
  const colors = useTypeColors(type);
  if (inTone) return <span css={badge}>{type}</span>;
  return (
    <span css={badge} style={toneStyle(colors)} data-tone="">
      {type}
    </span>
  );
}
