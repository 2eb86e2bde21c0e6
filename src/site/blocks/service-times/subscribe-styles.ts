import type { CSSObject } from "@emotion/react";
import { theme } from "@/site/theme/theme";
import { translucent } from "@/site/theme/colors";

const { colors, space, radii, shadows, fonts, fontSizes, lineHeights, mq } = theme;

export const subscribeStyles = {
  panel: {
    display: "grid",
    gap: space.lg,
    marginTop: space.xxl,
    padding: space.xl,
    borderRadius: radii.lg,
    background: `linear-gradient(135deg, ${colors.brandDeep} 0%, ${colors.brand} 70%, ${colors.brandSoft} 100%)`,
    color: colors.onBrand,
    boxShadow: shadows.raised,
    [mq.md]: {
      gridTemplateColumns: "auto minmax(0, 1fr) auto",
      gridTemplateAreas: '"bell copy action" "bell more more"',
      alignItems: "center",
      columnGap: space.xl,
      rowGap: space.lg,
      padding: space.xxl,
    },
  },
  bell: {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    width: 56,
    height: 56,
    borderRadius: radii.pill,
    background: translucent("accentGlow", 0.14),
    color: colors.accentLight,
    [mq.md]: { gridArea: "bell", alignSelf: "start" },
  },
  copy: { minWidth: 0, [mq.md]: { gridArea: "copy" } },
  heading: { fontFamily: fonts.heading, fontSize: fontSizes.xl, lineHeight: lineHeights.tight, margin: 0 },
  text: { margin: 0, marginTop: space.sm, lineHeight: lineHeights.body, color: colors.onBrandSoft, maxWidth: "32.8em" }, // 52ch of Inter, in em so the fonts' arrival moves nothing (hero-styles.ts)
  actions: { display: "flex", [mq.md]: { gridArea: "action" } },
  button: { width: "100%", [mq.md]: { width: "auto", paddingInline: space.xl } },
  // Subscribing is the second way in: smaller, under a hairline.
  more: {
    display: "grid",
    gap: space.sm,
    paddingTop: space.lg,
    borderTop: "1px solid rgba(255, 255, 255, 0.16)",
    [mq.md]: { gridArea: "more", gridTemplateColumns: "minmax(0, 1fr) auto", alignItems: "center", columnGap: space.xl },
  },
  help: { margin: 0, fontSize: fontSizes.sm, lineHeight: lineHeights.snug, color: colors.onBrandSoft, maxWidth: "37.9em" }, // 60ch of Inter
  links: { display: "flex", flexWrap: "wrap", columnGap: space.lg, margin: 0 },
  link: {
    display: "inline-flex",
    alignItems: "center",
    minHeight: 44,
    fontSize: fontSizes.sm,
    fontWeight: 600,
    color: colors.accentLight,
    textDecoration: "underline",
    textUnderlineOffset: "0.2em",
  },
} satisfies Record<string, CSSObject>;
