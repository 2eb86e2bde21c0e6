import type { CSSObject } from "@emotion/react";
import { theme } from "@/site/theme/theme";

const { colors, space, layout, radii, fonts, fontSizes, lineHeights, mq } = theme;

const bulletItem: CSSObject = { position: "relative", paddingLeft: "1.75rem" };
/** Space above an item only when something precedes it (avoids :first-child, unsafe with SSR'd style tags). */
const after = (styles: CSSObject): CSSObject => ({ "* + &": styles });

export const proseStyles = {
  // A readable measure (~70 characters); each item brings its own space above, the first one none.
  body: {
    maxWidth: layout.proseWidth,
    // Contains a quote floated into the margin, so it never spills into the next section.
    display: "flow-root",
    fontSize: fontSizes.md,
    lineHeight: lineHeights.body,
    color: colors.text,
    [mq.md]: { fontSize: "1.0625rem" },
  },
  updated: {
    display: "inline-block",
    margin: 0,
    marginBottom: space.sm,
    paddingBlock: space.xs,
    paddingInline: space.md,
    borderRadius: radii.pill,
    background: colors.tintDeep,
    color: colors.textSoft,
    fontSize: fontSizes.sm,
  },
  updatedDate: { fontWeight: 700, color: colors.text },
  paragraph: { margin: 0, ...after({ marginTop: "1em" }) },
  // Legal pages are a run of these: a hairline above each one marks where a new topic starts.
  subheading: {
    fontFamily: fonts.heading,
    fontSize: "clamp(1.4rem, 1.2rem + 0.8vw, 1.8rem)",
    lineHeight: lineHeights.tight,
    color: colors.heading,
    margin: 0,
    ...after({ marginTop: space.xxl, paddingTop: space.xl, borderTop: `1px solid ${colors.line}` }),
  },
  minorHeading: {
    fontSize: fontSizes.lg,
    fontWeight: 700,
    lineHeight: lineHeights.snug,
    color: colors.heading,
    margin: 0,
    ...after({ marginTop: space.xl }),
  },
  bulletList: {
    listStyle: "none",
    margin: 0,
    ...after({ marginTop: "1em" }),
    padding: 0,
    "& > li": bulletItem,
    "& > li + li": { marginTop: space.sm },
    "& > li::before": {
      content: '""',
      position: "absolute",
      left: "0.35rem",
      top: "0.6em",
      width: "0.5rem",
      height: "0.5rem",
      borderRadius: radii.pill,
      background: colors.accent,
    },
  },
  orderedList: {
    listStyle: "none",
    margin: 0,
    ...after({ marginTop: "1em" }),
    padding: 0,
    counterReset: "prose-item",
    "& > li": { ...bulletItem, paddingLeft: "2.5rem", counterIncrement: "prose-item" },
    "& > li + li": { marginTop: space.md },
    "& > li::before": {
      content: "counter(prose-item)",
      position: "absolute",
      left: 0,
      top: "0.05em",
      width: "1.75rem",
      height: "1.75rem",
      display: "grid",
      placeItems: "center",
      borderRadius: radii.pill,
      background: colors.tintDeep,
      color: colors.accentText,
      fontWeight: 700,
      fontSize: fontSizes.xs,
      fontVariantNumeric: "tabular-nums",
    },
  },
  quote: {
    margin: 0,
    marginBottom: space.lg,
    ...after({ marginTop: space.xl }),
    paddingBlock: space.lg,
    paddingInline: space.xl,
    background: colors.tint,
    borderLeft: `4px solid ${colors.accent}`,
    borderRadius: `0 ${radii.md} ${radii.md} 0`,
  },
  // Wide screens have room beside the measure: the quote moves there, like a pull quote in a magazine.
  quoteInMargin: {
    [mq.xl]: { float: "right", clear: "right", width: "24rem", marginTop: 0, marginRight: "-28rem" },
  },
  quoteText: {
    margin: 0,
    fontFamily: fonts.heading,
    fontStyle: "italic",
    fontSize: fontSizes.xl,
    lineHeight: lineHeights.snug,
    color: colors.heading,
    "& p": { margin: 0 },
    "& p::before": { content: '"“"' },
    "& p::after": { content: '"”"' },
  },
  quoteReference: { marginTop: space.sm, fontSize: fontSizes.sm, fontWeight: 700, color: colors.accentText },
  link: {
    color: colors.heading,
    fontWeight: 600,
    textDecorationLine: "underline",
    textDecorationColor: colors.accent,
    textDecorationThickness: "2px",
    textUnderlineOffset: "0.2em",
    overflowWrap: "anywhere",
    "&:hover": { color: colors.accentText, textDecorationColor: "currentColor" },
  },
} satisfies Record<string, CSSObject>;
