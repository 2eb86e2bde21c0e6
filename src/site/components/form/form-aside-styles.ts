import type { CSSObject } from "@emotion/react";
import { theme } from "@/site/theme/theme";
import { translucent } from "@/site/theme/colors";

const { colors, space, radii, shadows, fonts, fontSizes, lineHeights, mq } = theme;

/** The dark panel beside a form (the church's contacts, how a prayer request is cared for): a heading and a list with icons. */
export const formAsideStyles = {
  panel: {
    padding: "clamp(1.25rem, 0.75rem + 2vw, 2.25rem)",
    borderRadius: radii.lg,
    background: `linear-gradient(160deg, ${colors.brandDeep} 0%, ${colors.brand} 65%, ${colors.brandSoft} 100%)`,
    color: colors.onBrand,
    boxShadow: shadows.raised,
    [mq.lg]: { position: "sticky", top: `calc(${theme.layout.headerHeight} + ${space.lg})` },
  },
  heading: { fontFamily: fonts.heading, fontSize: fontSizes.xl, lineHeight: lineHeights.tight, margin: 0, marginBottom: space.lg },
  list: { listStyle: "none", margin: 0, padding: 0, display: "grid", gap: space.lg },
  item: { display: "grid", gridTemplateColumns: "auto minmax(0, 1fr)", gap: space.md, alignItems: "start" },
  icon: {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    width: 44,
    height: 44,
    borderRadius: radii.pill,
    background: translucent("accentGlow", 0.14),
    color: colors.accentLight,
  },
  body: { minWidth: 0 },
  text: { margin: 0, marginTop: space.xs, lineHeight: lineHeights.snug },
} satisfies Record<string, CSSObject>;
