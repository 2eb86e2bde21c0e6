import type { CSSObject } from "@emotion/react";
import { theme } from "@/site/theme/theme";

const { colors, fonts, fontSizes, space, radii, shadows } = theme;

export const page: CSSObject = { background: colors.tint, minHeight: "100vh", padding: `${space.xl} ${space.lg}` };
export const intro: CSSObject = { maxWidth: "72rem", margin: "0 auto", color: colors.text };
export const title: CSSObject = { fontFamily: fonts.heading, fontSize: fontSizes.h1, color: colors.heading, margin: `0 0 ${space.md}` };
export const index: CSSObject = { display: "flex", flexWrap: "wrap", gap: space.sm, listStyle: "none", padding: 0, margin: `${space.lg} 0 0` };
export const block: CSSObject = { maxWidth: "72rem", margin: `${space.xxl} auto 0`, scrollMarginTop: space.lg };
export const blockTitle: CSSObject = { fontSize: fontSizes.h3, color: colors.heading, margin: 0 };
export const description: CSSObject = { color: colors.textSoft, maxWidth: "60rem", margin: `${space.sm} 0 ${space.lg}` };
export const frames: CSSObject = { display: "flex", flexWrap: "wrap", alignItems: "flex-start", gap: space.xl };
export const frameBox: CSSObject = { margin: 0 };
export const frameCaption: CSSObject = { fontSize: fontSizes.sm, fontWeight: 600, color: colors.textSoft, marginBottom: space.sm };
export const frameViewport: CSSObject = {
  overflow: "hidden",
  background: colors.card,
  borderRadius: radii.md,
  boxShadow: shadows.card,
  outline: `1px solid ${colors.line}`,
  iframe: { display: "block", border: 0, transformOrigin: "0 0" },
};
export const problemBox: CSSObject = {
  margin: space.lg,
  padding: space.lg,
  borderRadius: radii.md,
  background: colors.card,
  border: `2px solid ${colors.danger}`,
  color: colors.danger,
  fontWeight: 600,
};
