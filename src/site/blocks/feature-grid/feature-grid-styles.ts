import type { CSSObject } from "@emotion/react";
import { theme } from "@/site/theme/theme";

const { colors, space, radii, shadows, fonts, fontSizes, lineHeights, mq } = theme;

export const featureGridStyles = {
  intro: {
    display: "grid",
    gap: space.xl,
    marginBottom: space.xxl,
    [mq.md]: { gridTemplateColumns: "minmax(0, 3fr) minmax(0, 2fr)", alignItems: "start" },
  },
  paragraphs: {
    fontSize: fontSizes.lg,
    lineHeight: lineHeights.body,
    color: colors.textSoft,
    "& p": { margin: 0 },
    "& p + p": { marginTop: space.md },
  },
  stats: { listStyle: "none", margin: 0, padding: 0, display: "grid", gap: space.md },
  itemsHeading: {
    fontFamily: fonts.heading,
    fontSize: fontSizes.xl,
    margin: 0,
    marginBottom: space.lg,
    color: colors.heading,
  },
  grid: {
    listStyle: "none",
    margin: 0,
    padding: 0,
    display: "grid",
    gap: space.lg,
    gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 15rem), 1fr))",
  },
  item: {
    background: colors.card,
    borderRadius: radii.lg,
    padding: space.lg,
    boxShadow: shadows.card,
    borderTop: `4px solid ${colors.accent}`,
  },
  icon: {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    width: 48,
    height: 48,
    borderRadius: radii.pill,
    background: colors.tintDeep,
    color: colors.accentText,
    marginBottom: space.md,
  },
  itemTitle: { fontFamily: fonts.heading, fontSize: fontSizes.h3, margin: 0, color: colors.heading },
  itemText: { margin: 0, marginTop: space.sm, lineHeight: lineHeights.body, color: colors.textSoft },
  action: { marginTop: space.xxl, textAlign: "center" },
} satisfies Record<string, CSSObject>;
