import type { CSSObject } from "@emotion/react";
import type { CtaBlock } from "@/types/generated/content";
import { theme } from "@/site/theme/theme";
import { translucent } from "@/site/theme/colors";

const { colors, space, layout, radii, fonts, fontSizes, lineHeights, mq } = theme;

export type CtaTone = NonNullable<CtaBlock["tone"]>;

/** Per tone: background, text, and the accents that keep AA contrast on that background. */
export const ctaTones: Record<CtaTone, { section: CSSObject; accent: string; soft: string; medallion: CSSObject }> = {
  clara: {
    section: { background: colors.bg, color: colors.text },
    accent: colors.accentText,
    soft: colors.textSoft,
    medallion: { background: colors.brand, color: colors.accentLight },
  },
  creme: {
    section: { background: colors.tint, color: colors.text },
    accent: colors.accentText,
    soft: colors.textSoft,
    medallion: { background: colors.brand, color: colors.accentLight },
  },
  escura: {
    section: {
      background: `radial-gradient(circle at 50% 0%, ${colors.brandSoft} 0%, ${colors.brand} 55%, ${colors.brandDeep} 100%)`,
      color: colors.onBrand,
    },
    accent: colors.accentLight,
    soft: colors.onBrandSoft,
    medallion: { background: translucent("accentGlow", 0.14), color: colors.accentLight, border: `1px solid ${translucent("accentGlow", 0.4)}` },
  },
};

export const ctaStyles = {
  section: { paddingBlock: space.section, scrollMarginTop: layout.headerHeight },
  inner: { maxWidth: "46rem", marginInline: "auto", paddingInline: space.gutter, textAlign: "center" },
  medallion: {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    width: 64,
    height: 64,
    borderRadius: radii.pill,
    marginBottom: space.lg,
  },
  eyebrow: {
    display: "block",
    marginBottom: space.sm,
    fontSize: fontSizes.sm,
    fontWeight: 700,
    letterSpacing: "0.12em",
    textTransform: "uppercase",
  },
  heading: { fontFamily: fonts.heading, fontSize: fontSizes.h2, lineHeight: lineHeights.tight, margin: 0 },
  text: { margin: 0, marginTop: space.md, fontSize: fontSizes.lg, lineHeight: lineHeights.body },
  actions: {
    // Phones: stacked buttons of one width, not a ragged pile; wider screens: side by side.
    display: "grid",
    gridTemplateColumns: "minmax(0, 22rem)",
    justifyContent: "center",
    gap: space.md,
    marginTop: space.xl,
    [mq.sm]: { display: "flex", flexWrap: "wrap" },
  },
  note: { margin: 0, marginTop: space.lg, fontSize: fontSizes.sm, lineHeight: lineHeights.snug },
} satisfies Record<string, CSSObject>;
