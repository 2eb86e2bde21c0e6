import type { CSSObject } from "@emotion/react";
import { theme } from "@/site/theme/theme";

const { colors, space, radii, shadows, fonts, fontSizes, lineHeights, mq } = theme;

export const eventListStyles = {
  intro: { marginBottom: space.xxl, maxWidth: "44rem" },
  introWithAside: {
    display: "grid",
    gap: space.xl,
    maxWidth: "none",
    [mq.md]: { gridTemplateColumns: "minmax(0, 7fr) minmax(0, 5fr)", alignItems: "center", gap: space.xxl },
  },
  paragraphs: {
    fontSize: fontSizes.lg,
    lineHeight: lineHeights.body,
    color: colors.textSoft,
    "& p": { margin: 0 },
    "& p + p": { marginTop: space.md },
  },
  aside: { display: "grid", gap: space.lg },
  art: { borderRadius: radii.lg, overflow: "hidden", boxShadow: shadows.raised },
  artImage: { display: "block", width: "100%", height: "auto", aspectRatio: "16 / 9", objectFit: "cover" },
  verse: {
    position: "relative",
    margin: 0,
    padding: `3.25rem ${space.xl} ${space.lg}`,
    borderRadius: radii.lg,
    background: colors.tint,
    border: `1px solid ${colors.line}`,
    borderLeft: `5px solid ${colors.accent}`,
    // A large decorative quotation mark; the real quotes are in the text for screen readers.
    "&::before": {
      content: '"“"',
      position: "absolute",
      top: space.sm,
      left: space.xl,
      fontFamily: fonts.heading,
      fontSize: "5rem",
      lineHeight: 1,
      color: colors.accent,
      opacity: 0.5,
    },
  },
  verseText: {
    margin: 0,
    "& p": { margin: 0, fontFamily: fonts.heading, fontSize: fontSizes.xl, fontStyle: "italic", lineHeight: lineHeights.snug, color: colors.heading },
  },
  verseReference: {
    marginTop: space.md,
    fontSize: fontSizes.sm,
    fontWeight: 700,
    letterSpacing: "0.12em",
    textTransform: "uppercase",
    color: colors.accentText,
  },
  list: { listStyle: "none", margin: 0, padding: 0, display: "grid", gap: space.lg },
  empty: {
    margin: 0,
    padding: space.xl,
    borderRadius: radii.lg,
    background: colors.tint,
    color: colors.textSoft,
    textAlign: "center",
    fontSize: fontSizes.lg,
  },
} satisfies Record<string, CSSObject>;
