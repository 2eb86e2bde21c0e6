import type { CSSObject } from "@emotion/react";
import { theme } from "@/site/theme/theme";

const { colors, space, radii, shadows, fonts, fontSizes, lineHeights, mq } = theme;

export const testimonyListStyles = {
  grid: {
    listStyle: "none",
    margin: 0,
    padding: 0,
    display: "grid",
    gap: space.xl,
    gridTemplateColumns: "1fr",
    [mq.md]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
  },
  card: {
    position: "relative",
    display: "flex",
    flexDirection: "column",
    gap: space.md,
    height: "100%",
    margin: 0,
    padding: `clamp(${space.lg}, 1rem + 2vw, ${space.xl})`,
    background: colors.card,
    border: `1px solid ${colors.line}`,
    borderRadius: radii.lg,
    boxShadow: shadows.card,
  },
  quoteMark: { position: "absolute", top: space.lg, right: space.lg, color: colors.tintDeep },
  stars: { display: "inline-flex", gap: "0.125rem", color: colors.rating, alignSelf: "flex-start" },
  title: { fontFamily: fonts.heading, fontSize: fontSizes.h3, lineHeight: lineHeights.tight, margin: 0, color: colors.heading },
  quote: { margin: 0, flex: 1, "& p": { margin: 0, lineHeight: lineHeights.body, color: colors.textSoft } },
  author: {
    display: "flex",
    alignItems: "center",
    gap: space.md,
    paddingTop: space.md,
    borderTop: `1px solid ${colors.line}`,
  },
  avatar: {
    flexShrink: 0,
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    width: 56,
    height: 56,
    borderRadius: radii.pill,
    overflow: "hidden",
    background: `linear-gradient(135deg, ${colors.brand} 0%, ${colors.brandSoft} 100%)`,
    color: colors.accentLight,
    fontFamily: fonts.heading,
    fontSize: fontSizes.lg,
    fontWeight: 700,
    letterSpacing: "0.04em",
  },
  avatarImage: { display: "block", width: "100%", height: "100%", objectFit: "cover" },
  name: { margin: 0, fontWeight: 700, color: colors.text },
  meta: { margin: 0, marginTop: "0.125rem", fontSize: fontSizes.sm, color: colors.textSoft },
} satisfies Record<string, CSSObject>;
