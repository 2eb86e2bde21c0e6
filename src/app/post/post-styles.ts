import type { CSSObject } from "@emotion/react";
import { theme } from "@/theme/theme";

const { colors, space, layout, fonts, fontSizes, lineHeights, radii, shadows, mq } = theme;

const inner: CSSObject = { maxWidth: layout.maxWidth, marginInline: "auto", paddingInline: space.gutter };

export const postStyles = {
  header: { background: `linear-gradient(135deg, ${colors.navyDeep}, ${colors.navy})`, color: colors.white, paddingBlock: "clamp(2.5rem, 2rem + 3vw, 4.5rem)" },
  headerInner: { ...inner, display: "grid", gap: space.md, maxWidth: "56rem" },
  back: { display: "inline-flex", alignItems: "center", gap: "0.375rem", minHeight: 44, color: colors.goldBright, fontWeight: 600, textDecoration: "none", "&:hover": { textDecoration: "underline" } },
  badge: { alignSelf: "start", justifySelf: "start", padding: "0.25rem 0.75rem", borderRadius: radii.pill, background: colors.gold, color: colors.navyDeep, fontSize: fontSizes.xs, fontWeight: 700, textTransform: "uppercase", letterSpacing: "0.04em" },
  title: { margin: 0, fontFamily: fonts.heading, fontSize: fontSizes.h1, lineHeight: lineHeights.tight },
  verse: { margin: 0, fontSize: fontSizes.xl, fontStyle: "italic", color: colors.creamDeep, lineHeight: lineHeights.snug, "& cite": { display: "block", marginTop: space.sm, fontStyle: "normal", fontSize: fontSizes.md, fontWeight: 700, color: colors.goldBright } },
  meta: { display: "flex", flexWrap: "wrap", gap: "0.5rem 1.25rem", margin: 0, color: colors.creamDeep, fontSize: fontSizes.sm, "& > span": { display: "inline-flex", alignItems: "center", gap: "0.375rem" } },
  layout: { ...inner, display: "grid", gap: space.xxl, paddingBlock: space.section, [mq.lg]: { gridTemplateColumns: "minmax(0, 1fr) 20rem" } },
  cover: { display: "block", width: "100%", height: "auto", aspectRatio: "16 / 9", objectFit: "cover", borderRadius: radii.lg, marginBottom: space.xl },
  body: {
    maxWidth: layout.proseWidth,
    fontSize: fontSizes.lg,
    lineHeight: lineHeights.body,
    "& h2": { fontFamily: fonts.heading, fontSize: fontSizes.h3, color: colors.navy, margin: `${space.xl} 0 ${space.sm}` },
    "& h3": { fontSize: fontSizes.lg, color: colors.navy, margin: `${space.lg} 0 ${space.sm}` },
    "& p, & ul, & ol": { margin: `0 0 ${space.md}` },
    "& blockquote": { margin: `${space.lg} 0`, padding: `${space.sm} ${space.lg}`, borderLeft: `4px solid ${colors.gold}`, background: colors.cream, fontStyle: "italic" },
    "& a": { color: colors.navy, textUnderlineOffset: "0.2em" },
    "& img": { maxWidth: "100%", height: "auto", borderRadius: radii.md },
  },
  card: { marginTop: space.xxl, padding: space.lg, borderRadius: radii.lg, background: colors.cream, display: "flex", gap: space.md, alignItems: "center" },
  avatar: { flexShrink: 0, display: "grid", placeItems: "center", width: 56, height: 56, borderRadius: "50%", background: colors.navy, color: colors.goldBright, fontWeight: 700, fontSize: fontSizes.lg },
  sidebar: { display: "grid", gap: space.xl, alignContent: "start" },
  panel: { padding: space.lg, borderRadius: radii.lg, border: `1px solid ${colors.line}`, boxShadow: shadows.card, background: colors.white },
  panelTitle: { margin: `0 0 ${space.md}`, fontFamily: fonts.heading, fontSize: fontSizes.h3, color: colors.navy },
  plainList: { listStyle: "none", margin: 0, padding: 0, display: "grid", gap: space.sm, "& a": { display: "inline-flex", minHeight: 32, alignItems: "center", color: colors.navy, fontWeight: 600, textUnderlineOffset: "0.2em" } },
  related: { ...inner, paddingBottom: space.section },
  relatedGrid: { listStyle: "none", margin: 0, padding: 0, display: "grid", gap: space.lg, gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 19rem), 1fr))" },
} satisfies Record<string, CSSObject>;
