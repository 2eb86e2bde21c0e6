import type { CSSObject } from "@emotion/react";
import { theme } from "@/site/theme/theme";

const { colors, space, radii, shadows, fonts, fontSizes, lineHeights } = theme;

export const cardGridStyles = {
  grid: {
    listStyle: "none",
    margin: 0,
    padding: 0,
    display: "grid",
    gap: space.lg,
    gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 15.5rem), 1fr))",
  },
  card: {
    display: "flex",
    flexDirection: "column",
    background: colors.card,
    border: `1px solid ${colors.line}`,
    borderRadius: radii.lg,
    boxShadow: shadows.card,
    overflow: "hidden",
  },
  image: { display: "block", width: "100%", height: "auto", aspectRatio: "3 / 2", objectFit: "cover" },
  body: { display: "flex", flexDirection: "column", flex: 1, padding: space.lg },
  icon: {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    width: 56,
    height: 56,
    borderRadius: radii.md,
    background: colors.brand,
    color: colors.accentLight,
    marginBottom: space.md,
  },
  title: { fontFamily: fonts.heading, fontSize: fontSizes.h3, margin: 0, color: colors.heading },
  text: { margin: 0, marginTop: space.sm, lineHeight: lineHeights.body, color: colors.textSoft, flex: 1 },
  link: { marginTop: space.md },
} satisfies Record<string, CSSObject>;
