import type { CSSObject } from "@emotion/react";
import { theme } from "@/site/theme/theme";

const { colors, space, radii, shadows, fonts, fontSizes, lineHeights, mq } = theme;

// Phones: rail on the left, period above the card. From md: period | rail | card, in three columns.
const RAIL_X = "calc(0.75rem - 1px)";
const RAIL_X_MD = "calc(11.75rem - 1px)";

export const timelineStyles = {
  list: {
    listStyle: "none",
    margin: 0,
    padding: 0,
    position: "relative",
    maxWidth: "56rem",
    // The rail: a gold-to-navy thread running behind every marker.
    "&::before": {
      content: '""',
      position: "absolute",
      top: "0.5rem",
      bottom: "0.5rem",
      left: RAIL_X,
      width: 2,
      background: `linear-gradient(${colors.accent}, ${colors.brandSoft})`,
      [mq.md]: { left: RAIL_X_MD },
    },
  },
  item: {
    position: "relative",
    display: "grid",
    gridTemplateColumns: "1.5rem minmax(0, 1fr)",
    columnGap: space.md,
    paddingBottom: space.xl,
    "&:last-child": { paddingBottom: 0 },
    [mq.md]: { gridTemplateColumns: "9.5rem 1.5rem minmax(0, 1fr)", columnGap: space.lg },
  },
  period: {
    gridColumn: 2,
    margin: 0,
    marginBottom: space.sm,
    fontFamily: fonts.heading,
    fontSize: fontSizes.xl,
    fontWeight: 700,
    lineHeight: lineHeights.tight,
    color: colors.accentText,
    [mq.md]: { gridColumn: 1, gridRow: 1, textAlign: "right", marginBottom: 0, paddingTop: space.lg },
  },
  marker: {
    gridColumn: 1,
    gridRow: "1 / span 2",
    justifySelf: "center",
    width: "1.375rem",
    height: "1.375rem",
    marginTop: "0.2rem",
    borderRadius: radii.pill,
    background: colors.card,
    border: `4px solid ${colors.accent}`,
    boxShadow: `0 0 0 4px ${colors.tint}`,
    [mq.md]: { gridColumn: 2, gridRow: 1, marginTop: space.lg },
  },
  card: {
    gridColumn: 2,
    background: colors.card,
    border: `1px solid ${colors.line}`,
    borderRadius: radii.lg,
    boxShadow: shadows.card,
    padding: space.lg,
    [mq.md]: { gridColumn: 3, gridRow: 1 },
  },
  title: { fontFamily: fonts.heading, fontSize: fontSizes.h3, lineHeight: lineHeights.snug, margin: 0, color: colors.heading },
  text: { margin: 0, marginTop: space.sm, lineHeight: lineHeights.body, color: colors.textSoft },
} satisfies Record<string, CSSObject>;
