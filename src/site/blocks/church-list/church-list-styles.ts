import type { CSSObject } from "@emotion/react";
import { theme } from "@/site/theme/theme";

const { colors, space, radii, shadows, fonts, fontSizes, lineHeights, mq } = theme;

export const churchListStyles = {
  groups: { display: "grid", gap: space.xxl },
  groupLabel: {
    display: "flex",
    alignItems: "center",
    gap: space.sm,
    margin: 0,
    marginBottom: space.lg,
    color: colors.accentText,
    fontSize: fontSizes.sm,
    fontWeight: 700,
    letterSpacing: "0.12em",
    textTransform: "uppercase",
    // A rule after the state name reads as a divider between groups, not as another heading.
    "&::after": { content: '""', flex: 1, height: 1, background: colors.line },
  },
  groupCount: { fontWeight: 500, letterSpacing: "0.04em", textTransform: "none", color: colors.textSoft },
  grid: {
    listStyle: "none",
    margin: 0,
    padding: 0,
    display: "grid",
    gap: space.lg,
    gridTemplateColumns: "1fr",
    [mq.md]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
  },
  card: {
    display: "flex",
    flexDirection: "column",
    gap: space.md,
    height: "100%",
    padding: space.lg,
    background: colors.card,
    border: `1px solid ${colors.line}`,
    borderTop: `4px solid ${colors.accent}`,
    borderRadius: radii.lg,
    boxShadow: shadows.card,
  },
  note: {
    alignSelf: "flex-start",
    display: "inline-flex",
    alignItems: "center",
    gap: space.xs,
    padding: "0.25rem 0.75rem",
    // Not a pill: longer notes (service times) wrap on phones, and a pill turns into a blob.
    borderRadius: radii.md,
    background: colors.tintDeep,
    color: colors.accentText,
    fontSize: fontSizes.xs,
    fontWeight: 700,
  },
  name: { fontFamily: fonts.heading, fontSize: fontSizes.h3, lineHeight: lineHeights.tight, margin: 0, color: colors.heading },
  address: {
    display: "flex",
    gap: space.sm,
    fontStyle: "normal",
    lineHeight: lineHeights.body,
    color: colors.textSoft,
    "& > svg": { flexShrink: 0, marginTop: "0.3rem", color: colors.accentText },
    "& span": { display: "block" },
  },
  links: { display: "flex", flexWrap: "wrap", alignItems: "center", gap: space.md, marginTop: "auto", paddingTop: space.xs },
  directions: { padding: "0.625rem 1.25rem", fontSize: fontSizes.sm },
} satisfies Record<string, CSSObject>;
