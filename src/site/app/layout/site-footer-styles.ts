import type { CSSObject } from "@emotion/react";
import { visuallyHidden } from "@/site/components/visually-hidden";
import { theme } from "@/site/theme/theme";

const { colors, fonts, fontSizes, layout, space, mq } = theme;

const inner: CSSObject = { maxWidth: layout.maxWidth, marginInline: "auto", paddingInline: space.gutter };

export const footerStyles = {
  footer: { background: colors.brandDeep, color: colors.onBrandSoft, fontSize: fontSizes.sm, paddingTop: space.xxl },
  grid: { ...inner, display: "grid", gap: space.xl, [mq.md]: { gridTemplateColumns: "1.4fr 1fr 1.2fr" } },
  brand: {
    display: "flex",
    alignItems: "center",
    gap: "0.75rem",
    margin: 0,
    fontFamily: fonts.heading,
    fontSize: "1.25rem",
    fontWeight: 700,
    color: colors.onBrand,
  },
  text: { marginTop: space.md, maxWidth: "28rem" },
  heading: { margin: `0 0 ${space.md}`, fontFamily: fonts.heading, fontSize: "1.125rem", color: colors.accentLight },
  list: { listStyle: "none", margin: 0, padding: 0, display: "grid", gap: space.md },
  row: { display: "flex", gap: "0.625rem", alignItems: "flex-start", "& > svg": { flexShrink: 0, marginTop: "0.25rem", color: colors.accentLight } },
  icon: { color: colors.accentLight },
  strong: { color: colors.onBrand, fontWeight: 600 },
  link: { color: colors.onBrand, textUnderlineOffset: "0.2em", display: "inline-block", paddingBlock: "0.125rem", "&:hover": { color: colors.accentLight } },
  hidden: visuallyHidden,
  social: { display: "flex", gap: space.sm, listStyle: "none", margin: `${space.lg} 0 0`, padding: 0 },
  socialLink: {
    display: "grid",
    placeItems: "center",
    width: 44,
    height: 44,
    borderRadius: "50%",
    background: colors.brandSoft,
    color: colors.onBrand,
    "&:hover": { background: colors.accent, color: colors.onAccent },
  },
  bottom: {
    ...inner,
    marginTop: space.xxl,
    paddingBlock: space.lg,
    borderTop: `1px solid ${colors.brandSoft}`,
    display: "flex",
    flexWrap: "wrap",
    gap: space.md,
    justifyContent: "space-between",
    alignItems: "center",
    // Room for the floating WhatsApp button so it never covers the legal links.
    paddingRight: "calc(56px + 2rem)",
  },
  legal: { display: "flex", gap: space.lg, listStyle: "none", margin: 0, padding: 0 },
} satisfies Record<string, CSSObject>;
