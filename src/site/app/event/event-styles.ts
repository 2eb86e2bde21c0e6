import type { CSSObject } from "@emotion/react";
import { entryHeaderStyles as entry } from "@/site/components/entry-header-styles";
import { theme } from "@/site/theme/theme";

const { colors, space, fontSizes, lineHeights, radii, mq } = theme;

export const eventStyles = {
  top: entry.band,
  topInner: { ...entry.column, ...entry.stack },
  back: entry.back,
  title: { ...entry.title, overflowWrap: "anywhere", maxWidth: "22em" },
  when: { margin: 0, ...entry.line },
  actions: entry.actions,
  untilEnded: { display: "contents" },
  body: { ...entry.column, paddingBlock: space.section, display: "grid", gap: space.xl, [mq.md]: { gridTemplateColumns: "minmax(0, 1.4fr) minmax(0, 1fr)" } },
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
