import type { CSSObject } from "@emotion/react";
import { theme } from "@/site/theme/theme";

const { colors, space, layout, fonts, fontSizes, lineHeights } = theme;

/**
 * The top of a page of one entry (a post, a church, an event): a band in the brand's gradient across the page, the
 * way back to the list the entry belongs to, its title and the lines under it in the brand's soft text. Each page
 * lays the band's content out its own way (a post's narrower column, a church's photo beside it) from these parts.
 */
export const entryHeaderStyles = {
  band: {
    background: `linear-gradient(135deg, ${colors.brandDeep}, ${colors.brand})`,
    color: colors.onBrand,
    paddingBlock: "clamp(2rem, 1.5rem + 3vw, 4rem)",
  },
  /** The page's column: the band's content, and the parts of the page below it. */
  column: { maxWidth: layout.maxWidth, marginInline: "auto", paddingInline: space.gutter },
  /** What the band says, one part under the other, each as wide as its words. */
  stack: { display: "grid", gap: space.md, justifyItems: "start" },
  back: {
    display: "inline-flex",
    alignItems: "center",
    gap: "0.375rem",
    minHeight: 44,
    color: colors.accentLight,
    fontWeight: 600,
    textDecoration: "none",
    "&:hover": { textDecoration: "underline" },
  },
  title: { margin: 0, fontFamily: fonts.heading, fontSize: fontSizes.h1, lineHeight: lineHeights.tight },
  /** The text of a line under the title: when an event is, where a church is. */
  line: { color: colors.onBrandSoft, lineHeight: lineHeights.snug, fontSize: fontSizes.lg },
  actions: { display: "flex", flexWrap: "wrap", gap: space.md, paddingTop: space.xs },
} satisfies Record<string, CSSObject>;
