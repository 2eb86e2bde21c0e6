import type { CSSObject } from "@emotion/react";
import { neutralBadgeColors } from "@/site/theme/category-colors";
import { badgeTone } from "@/site/components/event-type-badge";
import { theme } from "@/site/theme/theme";

const { colors, space, layout, fonts, fontSizes, lineHeights, radii, mq } = theme;

const inner: CSSObject = { maxWidth: layout.maxWidth, marginInline: "auto", paddingInline: space.gutter };

export const eventStyles = {
  top: {
    background: `linear-gradient(135deg, ${colors.brandDeep}, ${colors.brand})`,
    color: colors.onBrand,
    paddingBlock: "clamp(2rem, 1.5rem + 3vw, 4rem)",
  },
  topInner: { ...inner, display: "grid", gap: space.md, justifyItems: "start" },
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
  badges: { display: "flex", flexWrap: "wrap", gap: space.sm },
  // Same shape as the type badge, in the neutral grey: an ended event is information, not an alarm.
  endedBadge: {
    display: "inline-flex",
    alignItems: "center",
    padding: "0.25rem 0.625rem",
    borderRadius: radii.pill,
    fontSize: fontSizes.xs,
    fontWeight: 700,
    letterSpacing: "0.02em",
    lineHeight: 1.3,
    ...badgeTone(neutralBadgeColors),
  },
  title: { margin: 0, fontFamily: fonts.heading, fontSize: fontSizes.h1, lineHeight: lineHeights.tight, overflowWrap: "anywhere", maxWidth: "22em" },
  when: { margin: 0, color: colors.onBrandSoft, fontSize: fontSizes.lg, lineHeight: lineHeights.snug },
  actions: { display: "flex", flexWrap: "wrap", gap: space.md, paddingTop: space.xs },
  untilEnded: { display: "contents" },
  body: { ...inner, paddingBlock: space.section, display: "grid", gap: space.xl, [mq.md]: { gridTemplateColumns: "minmax(0, 1.4fr) minmax(0, 1fr)" } },
  description: { margin: 0, maxWidth: "41em", fontSize: fontSizes.lg, lineHeight: lineHeights.body, color: colors.text, whiteSpace: "pre-line" },
  facts: {
    display: "grid",
    gap: space.lg,
    margin: 0,
    padding: "clamp(1.25rem, 0.75rem + 2vw, 2rem)",
    alignSelf: "start",
    borderRadius: radii.lg,
    background: colors.card,
    border: `1px solid ${colors.line}`,
    "& dt": { fontSize: fontSizes.xs, fontWeight: 700, letterSpacing: "0.1em", textTransform: "uppercase", color: colors.accentText },
    "& dd": { margin: 0, marginTop: space.xs, color: colors.text, lineHeight: lineHeights.snug },
  },
  address: { display: "block", fontStyle: "normal", color: colors.textSoft, fontSize: fontSizes.sm, marginTop: space.xs },
  placeLinks: { display: "flex", flexWrap: "wrap", gap: `${space.xs} ${space.md}`, marginTop: space.xs },
  endedNote: { margin: 0, fontWeight: 600, color: colors.heading },
  calendarLinks: { display: "flex", flexWrap: "wrap", gap: space.sm },
  calendarLink: {
    display: "inline-flex",
    alignItems: "center",
    gap: space.sm,
    minHeight: 44,
    padding: "0.5rem 1rem",
    borderRadius: radii.pill,
    background: colors.tint,
    border: `1px solid ${colors.line}`,
    color: colors.heading,
    fontSize: fontSizes.sm,
    fontWeight: 600,
    textDecoration: "none",
    "& > svg": { color: colors.accentText, flexShrink: 0 },
    "&:hover": { background: colors.tintDeep, textDecoration: "underline" },
  },
  main: { display: "grid", gap: space.lg, alignContent: "start" },
} satisfies Record<string, CSSObject>;
