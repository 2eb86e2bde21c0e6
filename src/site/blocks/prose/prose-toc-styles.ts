import type { CSSObject } from "@emotion/react";
import { theme } from "@/site/theme/theme";

const { colors, space, layout, radii, fontSizes, lineHeights, mq } = theme;

export const proseTocStyles = {
  withToc: {
    display: "grid",
    gap: space.xl,
    [mq.lg]: { gridTemplateColumns: "17rem minmax(0, 1fr)", columnGap: "4rem", rowGap: 0, alignItems: "start" },
  },
  updatedCell: { [mq.lg]: { gridColumn: 2, gridRow: 1 } },
  bodyCell: { [mq.lg]: { gridColumn: 2, gridRow: 2 } },
  // Sticky only where it sits beside the text; on phones it is a plain box above it.
  tocColumn: {
    [mq.lg]: { gridColumn: 1, gridRow: "1 / span 2", position: "sticky", top: `calc(${layout.headerHeight} + ${space.lg})` },
  },
  toc: {
    background: colors.tint,
    border: `1px solid ${colors.line}`,
    borderRadius: radii.lg,
    padding: space.lg,
  },
  tocLabel: {
    margin: 0,
    marginBottom: space.sm,
    fontSize: fontSizes.xs,
    fontWeight: 700,
    letterSpacing: "0.12em",
    textTransform: "uppercase",
    color: colors.accentText,
  },
  tocList: { listStyle: "none", margin: 0, padding: 0 },
  tocLink: {
    display: "block",
    paddingBlock: "0.4rem",
    fontSize: fontSizes.sm,
    lineHeight: lineHeights.snug,
    color: colors.heading,
    textDecoration: "none",
    "&:hover": { textDecoration: "underline", textDecorationColor: colors.accent },
  },
} satisfies Record<string, CSSObject>;
