import type { CSSObject } from "@emotion/react";
import type { TypeColors } from "@/lib/theme/event-type-colors";
import { neutralBadgeColors, toneVars } from "@/site/theme/category-colors";
import { theme } from "@/site/theme/theme";

const { space, radii, fontSizes } = theme;

/** A badge in its pair of colours (the element carries `data-tone`: category-colors.ts says why). */
function badgeTone(colors: TypeColors): CSSObject {
  return { ...toneVars(colors), background: "var(--tone-bg)", color: "var(--tone-ink)" } as CSSObject;
}

/** The one shape of an event's badges, on its card and on its page (the gap is between the type's dot and its name). */
const shape: CSSObject = {
  display: "inline-flex",
  alignItems: "center",
  gap: "0.375rem",
  padding: "0.25rem 0.625rem",
  borderRadius: radii.pill,
  fontSize: fontSizes.xs,
  fontWeight: 700,
  letterSpacing: "0.02em",
  lineHeight: 1.3,
};

export const eventBadgeStyles = {
  /** The badges of one event, side by side. */
  row: { display: "flex", flexWrap: "wrap", gap: space.sm },
  /** Its type, with a dot, in the colours of the tone it is given or sits in. */
  type: {
    ...shape,
    "&::before": { content: '""', width: "0.5rem", height: "0.5rem", borderRadius: "50%", background: "currentColor", flexShrink: 0 },
    background: "var(--tone-bg)",
    color: "var(--tone-ink)",
  },
  /** "Encerrado", in the neutral grey: an ended event is information, not an alarm. */
  ended: { ...shape, ...badgeTone(neutralBadgeColors) },
} satisfies Record<string, CSSObject>;
