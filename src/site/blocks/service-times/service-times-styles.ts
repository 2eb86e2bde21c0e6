import type { CSSObject } from "@emotion/react";
import { theme } from "@/site/theme/theme";

const { colors, space, radii, shadows, fonts, fontSizes, lineHeights } = theme;

export const serviceTimesStyles = {
  grid: {
    listStyle: "none",
    margin: 0,
    padding: 0,
    display: "grid",
    gap: space.lg,
    gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 16rem), 1fr))",
  },
  card: {
    display: "flex",
    flexDirection: "column",
    padding: space.lg,
    background: colors.card,
    borderRadius: radii.lg,
    borderTop: `4px solid ${colors.accent}`,
    boxShadow: shadows.card,
  },
  // Day and time are read after the name (the heading comes first for screen readers) but shown above it.
  when: { order: -1, display: "grid", gridTemplateColumns: "auto 1fr", alignItems: "center", columnGap: space.md, margin: 0 },
  icon: {
    gridRow: "span 2",
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    width: 48,
    height: 48,
    borderRadius: radii.pill,
    background: colors.tintDeep,
    color: colors.accentText,
  },
  day: { fontSize: fontSizes.xs, fontWeight: 700, letterSpacing: "0.12em", textTransform: "uppercase", color: colors.accentText },
  time: { fontFamily: fonts.heading, fontSize: fontSizes.stat, fontWeight: 700, lineHeight: 1.1, color: colors.heading },
  name: { fontFamily: fonts.heading, fontSize: fontSizes.h3, lineHeight: lineHeights.snug, color: colors.heading, margin: `${space.md} 0 0` },
  note: { margin: 0, marginTop: space.sm, lineHeight: lineHeights.body, color: colors.textSoft },
} satisfies Record<string, CSSObject>;
