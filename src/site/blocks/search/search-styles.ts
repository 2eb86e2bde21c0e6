import type { CSSObject } from "@emotion/react";
import { buttonStyles } from "@/site/components/button-styles";
import { theme } from "@/site/theme/theme";

const { colors, fontSizes, fonts, radii, space, mq } = theme;

export const searchStyles = {
  form: { display: "flex", flexWrap: "wrap", gap: space.sm, maxWidth: "40rem", marginBottom: space.xl } satisfies CSSObject,
  input: {
    flex: "1 1 14rem",
    minWidth: 0,
    minHeight: 48,
    padding: "0.625rem 1rem",
    border: `2px solid ${colors.textSoft}`,
    borderRadius: radii.md,
    background: colors.card,
    color: colors.text,
    font: "inherit",
    fontSize: fontSizes.lg,
  } satisfies CSSObject,
  submit: { ...buttonStyles.secundario, minHeight: 48 } satisfies CSSObject,
  listing: { display: "grid", gap: space.xl, [mq.md]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } } satisfies CSSObject,
  listingHeading: { fontFamily: fonts.heading, fontSize: fontSizes.h3, margin: `0 0 ${space.lg}` } satisfies CSSObject,
  group: { margin: 0 } satisfies CSSObject,
  groupHeading: { fontSize: fontSizes.lg, margin: `0 0 ${space.sm}`, color: colors.heading } satisfies CSSObject,
  list: { listStyle: "none", margin: 0, padding: 0, display: "grid", gap: space.xs } satisfies CSSObject,
  // 28 px high at least: a list of links a finger must tell apart (the site-wide check holds every target to 24 px).
  link: { display: "inline-block", paddingBlock: "0.25rem", color: colors.heading, fontWeight: 600, textUnderlineOffset: "0.2em" } satisfies CSSObject,
  meta: { color: colors.textSoft, fontSize: fontSizes.sm } satisfies CSSObject,
  more: { display: "inline-block", marginTop: space.sm, paddingBlock: "0.25rem", color: colors.heading, fontWeight: 600 } satisfies CSSObject,
};
