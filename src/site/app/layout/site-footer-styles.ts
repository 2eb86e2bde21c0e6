import type { CSSObject } from "@emotion/react";
import { visuallyHidden } from "@/site/components/visually-hidden";
import { theme } from "@/site/theme/theme";

const { colors, fonts, fontSizes, layout, space, mq } = theme;

const inner: CSSObject = { maxWidth: layout.maxWidth, marginInline: "auto", paddingInline: space.gutter };

export const footerStyles = {
  footer: { background: colors.navyDeep, color: colors.creamDeep, fontSize: fontSizes.sm, paddingTop: space.xxl },
  grid: { ...inner, display: "grid", gap: space.xl, [mq.md]: { gridTemplateColumns: "1.4fr 1fr 1.2fr" } },
  brand: {
    display: "flex",
    alignItems: "center",
    gap: "0.75rem",
    margin: 0,
    fontFamily: fonts.heading,
    fontSize: "1.25rem",
    fontWeight: 700,
    color: colors.white,
  },
  text: { marginTop: space.md, maxWidth: "28rem" },
  heading: { margin: `0 0 ${space.md}`, fontFamily: fonts.heading, fontSize: "1.125rem", color: colors.goldBright },
  list: { listStyle: "none", margin: 0, padding: 0, display: "grid", gap: space.md },
  row: { display: "flex", gap: "0.625rem", alignItems: "flex-start", "& > svg": { flexShrink: 0, marginTop: "0.25rem", color: colors.goldBright } },
  icon: { color: colors.goldBright },
  strong: { color: colors.white, fontWeight: 600 },
  link: { color: colors.white, textUnderlineOffset: "0.2em", display: "inline-block", paddingBlock: "0.125rem", "&:hover": { color: colors.goldBright } },
  hidden: visuallyHidden,
  social: { display: "flex", gap: space.sm, listStyle: "none", margin: `${space.lg} 0 0`, padding: 0 },
  socialLink: {
    display: "grid",
    placeItems: "center",
    width: 44,
    height: 44,
    borderRadius: "50%",
    background: colors.navySoft,
    color: colors.white,
    "&:hover": { background: colors.gold, color: colors.navyDeep },
  },
  bottom: {
    ...inner,
    marginTop: space.xxl,
    paddingBlock: space.lg,
    borderTop: `1px solid ${colors.navySoft}`,
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
