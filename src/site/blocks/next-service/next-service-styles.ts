import type { CSSObject } from "@emotion/react";
import { theme } from "@/site/theme/theme";

const { colors, space, radii, shadows, fonts, fontSizes, lineHeights, mq } = theme;

export const nextServiceStyles = {
  band: {
    display: "grid",
    gap: space.lg,
    padding: "clamp(1.25rem, 0.75rem + 2vw, 2rem)",
    borderRadius: radii.lg,
    background: colors.card,
    borderLeft: `6px solid ${colors.accent}`,
    boxShadow: shadows.card,
    [mq.md]: { gridTemplateColumns: "minmax(0, 1fr) auto", alignItems: "center" },
  },
  facts: { display: "grid", gap: space.sm, minWidth: 0 },
  church: { margin: 0, fontSize: fontSizes.sm, fontWeight: 700, letterSpacing: "0.1em", textTransform: "uppercase", color: colors.accentText },
  line: { fontFamily: fonts.heading, fontSize: fontSizes.xl, lineHeight: lineHeights.snug },
  week: {
    display: "flex",
    gap: space.sm,
    margin: 0,
    color: colors.textSoft,
    lineHeight: lineHeights.snug,
    "& > svg": { flexShrink: 0, marginTop: "0.15rem", color: colors.accentText },
  },
  links: { display: "flex", flexWrap: "wrap", alignItems: "center", gap: space.md },
} satisfies Record<string, CSSObject>;
