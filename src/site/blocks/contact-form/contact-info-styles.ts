import type { CSSObject } from "@emotion/react";
import { theme } from "@/site/theme/theme";

const { colors, space, fontSizes, lineHeights } = theme;

/** The contact panel's own rows (src/site/components/form/form-aside-styles.ts has the panel): titles, links, hours. */
export const contactInfoStyles = {
  title: {
    margin: 0,
    fontSize: fontSizes.sm,
    fontWeight: 700,
    letterSpacing: "0.08em",
    textTransform: "uppercase",
    color: colors.accentLight,
  },
  link: {
    display: "inline-flex",
    alignItems: "center",
    minHeight: 24,
    marginTop: space.xs,
    color: colors.onBrand,
    fontWeight: 600,
    overflowWrap: "anywhere",
    textUnderlineOffset: "0.2em",
  },
  hours: { listStyle: "none", margin: 0, marginTop: space.xs, padding: 0, display: "grid", gap: space.sm },
  hour: { display: "grid", lineHeight: lineHeights.snug },
  when: { fontWeight: 600 },
  what: { fontSize: fontSizes.sm, color: colors.onBrandSoft },
} satisfies Record<string, CSSObject>;
