import type { CSSObject } from "@emotion/react";
import { theme } from "@/site/theme/theme";
import { translucent } from "@/site/theme/colors";

const { colors, space, layout, fonts, fontSizes, lineHeights, mq } = theme;

export const heroStyles = {
  section: {
    position: "relative",
    isolation: "isolate",
    overflow: "hidden",
    background: `linear-gradient(135deg, ${colors.brandDeep} 0%, ${colors.brand} 60%, ${colors.brandSoft} 100%)`,
    color: colors.onBrand,
    paddingBlock: "clamp(3.5rem, 2rem + 6vw, 7.5rem)",
  },
  backdrop: {
    position: "absolute",
    inset: 0,
    zIndex: -1,
    // <picture> is inline by default: it must fill the box for the image's height: 100% to mean anything.
    "& picture": { display: "block", height: "100%" },
    // The scrim keeps white text above 4.5:1 whatever the artwork does underneath.
    "&::after": {
      content: '""',
      position: "absolute",
      inset: 0,
      background: `linear-gradient(90deg, ${translucent("scrim", 0.92)} 0%, ${translucent("scrim", 0.78)} 55%, ${translucent("scrim", 0.45)} 100%)`,
    },
  },
  backdropImage: { width: "100%", height: "100%", objectFit: "cover", display: "block" },
  inner: { position: "relative", maxWidth: layout.maxWidth, marginInline: "auto", paddingInline: space.gutter },
  eyebrow: {
    margin: 0,
    marginBottom: space.md,
    color: colors.accentLight,
    fontSize: fontSizes.sm,
    fontWeight: 700,
    letterSpacing: "0.14em",
    textTransform: "uppercase",
  },
  title: {
    fontFamily: fonts.heading,
    fontSize: fontSizes.h1,
    lineHeight: lineHeights.tight,
    margin: 0,
    // 18ch of Playfair Display bold. Widths are in em, not ch: ch is the "0" of whichever font is showing, so a
    // ch width would change, and the text rewrap, when the fonts replace their fallbacks (src/lib/web-fonts.ts).
    maxWidth: "11.6em",
  },
  subtitle: {
    margin: 0,
    marginTop: space.md,
    fontSize: fontSizes.xl,
    lineHeight: lineHeights.snug,
    color: colors.accentLight,
    maxWidth: "22.7em", // 36ch of Inter
  },
  text: { margin: 0, marginTop: space.md, fontSize: fontSizes.lg, lineHeight: lineHeights.body, maxWidth: "32.8em", color: colors.onBrandSoft }, // 52ch of Inter
  actions: { display: "flex", flexWrap: "wrap", gap: space.md, marginTop: space.xl },
  stats: {
    listStyle: "none",
    padding: 0,
    margin: 0,
    marginTop: space.xxl,
    display: "grid",
    gap: space.md,
    gridTemplateColumns: "1fr",
    [mq.sm]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))", maxWidth: "48rem" },
  },
} satisfies Record<string, CSSObject>;
