import type { CSSObject } from "@emotion/react";
import { theme } from "@/site/theme/theme";

const { colors, space, radii, shadows, fonts, fontSizes, lineHeights, mq } = theme;

export const givingStyles = {
  card: {
    display: "grid",
    gap: space.xl,
    padding: space.lg,
    background: colors.card,
    border: `1px solid ${colors.line}`,
    borderRadius: radii.lg,
    boxShadow: shadows.card,
    [mq.md]: { gridTemplateColumns: "minmax(0, 16rem) minmax(0, 1fr)", alignItems: "start", padding: space.xl },
  },
  qr: {
    margin: 0,
    justifySelf: "center",
    width: "100%",
    maxWidth: "16rem",
    // The SVG has no size of its own: the box gives it one, square, before it paints (no layout shift).
    aspectRatio: "1",
    "& svg": { display: "block", width: "100%", height: "100%" },
  },
  details: { display: "grid", gap: space.lg, minWidth: 0 },
  facts: {
    display: "grid",
    gap: space.md,
    margin: 0,
    [mq.sm]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
  },
  fact: { minWidth: 0 },
  factLabel: { fontSize: fontSizes.sm, fontWeight: 700, color: colors.textSoft },
  factValue: { margin: 0, marginTop: space.xs, fontSize: fontSizes.lg, fontWeight: 600, overflowWrap: "anywhere" },
  codeLabel: { display: "block", fontWeight: 700, marginBottom: space.sm },
  code: {
    display: "block",
    width: "100%",
    // Tall enough for the whole code on a phone; browsers that can fit the box to its text do.
    minHeight: "4.5rem",
    fieldSizing: "content",
    padding: space.md,
    fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
    fontSize: fontSizes.sm,
    lineHeight: lineHeights.body,
    color: colors.text,
    background: colors.tint,
    border: `1px solid ${colors.line}`,
    borderRadius: radii.md,
    resize: "none",
    overflowWrap: "anywhere",
    wordBreak: "break-all",
  },
  actions: { display: "flex", flexWrap: "wrap", gap: space.md },
  bank: { marginTop: space.xl },
  bankHeading: { fontFamily: fonts.heading, fontSize: fontSizes.h3, lineHeight: lineHeights.tight, margin: 0, marginBottom: space.md },
  note: { marginTop: space.xl, maxWidth: "42rem", fontSize: fontSizes.sm, lineHeight: lineHeights.body, color: colors.textSoft },
} satisfies Record<string, CSSObject>;
