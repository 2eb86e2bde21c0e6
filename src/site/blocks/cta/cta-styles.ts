import type { CSSObject } from "@emotion/react";
import type { CtaBlock } from "@/types/generated/content";
import { theme } from "@/site/theme/theme";

const { colors, space, layout, radii, fonts, fontSizes, lineHeights, mq } = theme;

export type CtaTone = NonNullable<CtaBlock["tone"]>;

/** Per tone: background, text, and the accents that keep AA contrast on that background. */
export const ctaTones: Record<CtaTone, { section: CSSObject; accent: string; soft: string; medallion: CSSObject }> = {
  clara: {
    section: { background: colors.white, color: colors.ink },
    accent: colors.goldText,
    soft: colors.inkSoft,
    medallion: { background: colors.navy, color: colors.goldBright },
  },
  creme: {
    section: { background: colors.cream, color: colors.ink },
    accent: colors.goldText,
    soft: colors.inkSoft,
    medallion: { background: colors.navy, color: colors.goldBright },
  },
  escura: {
    section: {
      background: `radial-gradient(circle at 50% 0%, ${colors.navySoft} 0%, ${colors.navy} 55%, ${colors.navyDeep} 100%)`,
      color: colors.white,
    },
    accent: colors.goldBright,
    soft: colors.creamDeep,
    medallion: { background: "rgba(233, 196, 106, 0.14)", color: colors.goldBright, border: "1px solid rgba(233, 196, 106, 0.4)" },
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
