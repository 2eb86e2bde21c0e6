import type { CSSObject } from "@emotion/react";
import { theme } from "@/site/theme/theme";
import { translucent } from "@/site/theme/colors";

const { colors, space, radii, fonts, fontSizes, lineHeights } = theme;

export const missionVisionStyles = {
  grid: {
    listStyle: "none",
    margin: 0,
    padding: 0,
    display: "grid",
    gap: space.lg,
    gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 20rem), 1fr))",
  },
  statement: {
    position: "relative",
    padding: "clamp(1.5rem, 1rem + 2vw, 2.5rem)",
    borderRadius: radii.lg,
    background: "rgba(255, 255, 255, 0.05)",
    border: `1px solid ${translucent("accentGlow", 0.28)}`,
  },
  statementHeader: { display: "flex", alignItems: "center", gap: space.md, marginBottom: space.md },
  icon: {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    width: 44,
    height: 44,
    flexShrink: 0,
    borderRadius: radii.pill,
    background: translucent("accentGlow", 0.14),
    color: colors.accentLight,
  },
  statementTitle: {
    margin: 0,
    fontSize: fontSizes.sm,
    fontWeight: 700,
    letterSpacing: "0.14em",
    textTransform: "uppercase",
    color: colors.accentLight,
  },
  // The statement itself is the point of the section: set large, in the heading face.
  statementText: {
    margin: 0,
    fontFamily: fonts.heading,
    fontSize: "clamp(1.2rem, 1.05rem + 0.7vw, 1.55rem)",
    lineHeight: lineHeights.snug,
    color: colors.onBrand,
  },
} satisfies Record<string, CSSObject>;
