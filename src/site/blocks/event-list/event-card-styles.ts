import type { CSSObject } from "@emotion/react";
import type { TypeColors } from "@/lib/theme/event-type-colors";
import { badgeTone } from "@/site/components/event-type-badge";
import { neutralBadgeColors, toneVars } from "@/site/theme/category-colors";
import { theme } from "@/site/theme/theme";

const { colors, space, radii, shadows, fonts, fontSizes, lineHeights, mq } = theme;

export const eventCardStyles = {
  card: {
    display: "grid",
    gridTemplateColumns: "auto minmax(0, 1fr)",
    gridTemplateAreas: '"tile main" "actions actions" "details details"',
    columnGap: space.md,
    padding: `${space.lg} ${space.md}`,
    background: colors.card,
    border: `1px solid ${colors.line}`,
    borderLeft: "5px solid",
    borderRadius: radii.lg,
    boxShadow: shadows.card,
    scrollMarginTop: "6rem",
    [mq.md]: {
      gridTemplateColumns: "auto minmax(0, 1fr) auto",
      gridTemplateAreas: '"tile main actions" "details details details"',
      columnGap: space.xl,
      alignItems: "center",
      // The details row is empty while closed, so spacing lives on its content, never in a row gap.
      padding: `${space.lg} ${space.xl}`,
    },
  },
  tile: {
    gridArea: "tile",
    alignSelf: "start",
    display: "flex",
    flexDirection: "column",
    alignItems: "center",
    justifyContent: "center",
    width: "4rem",
    paddingBlock: space.sm,
    borderRadius: radii.md,
    background: colors.tint,
    border: `1px solid ${colors.line}`,
    color: colors.heading,
    textTransform: "uppercase",
    lineHeight: 1.1,
    [mq.md]: { width: "5.5rem", alignSelf: "center" },
  },
  tileWeekday: { fontSize: fontSizes.xs, fontWeight: 700, letterSpacing: "0.08em", color: colors.textSoft },
  tileDay: { fontFamily: fonts.heading, fontSize: "1.75rem", fontWeight: 700, [mq.md]: { fontSize: "2.5rem" } },
  tileMonth: { fontSize: fontSizes.xs, fontWeight: 700, letterSpacing: "0.12em", color: colors.accentText },
  main: { gridArea: "main", minWidth: 0 },
  badges: { display: "flex", flexWrap: "wrap", gap: space.sm },
  // Same shape as the type badge, in the neutral grey: an ended event is information, not an alarm.
  untilEnded: { display: "contents" },
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
  endedNote: { margin: `${space.lg} 0 0`, fontWeight: 600, color: colors.heading },
  title: { fontFamily: fonts.heading, fontSize: fontSizes.h3, lineHeight: lineHeights.snug, color: colors.heading, margin: `${space.sm} 0` },
  meta: {
    display: "flex",
    alignItems: "flex-start",
    gap: space.sm,
    margin: 0,
    marginTop: space.xs,
    color: colors.textSoft,
    fontSize: fontSizes.sm,
    lineHeight: lineHeights.snug,
    "& > svg": { flexShrink: 0, marginTop: "0.0625rem", color: colors.accentText },
  },
  actions: {
    gridArea: "actions",
    display: "flex",
    flexWrap: "wrap",
    gap: space.sm,
    marginTop: space.lg,
    [mq.md]: { flexDirection: "column", alignItems: "stretch", marginTop: 0 },
  },
  button: { flex: "1 1 12rem", minHeight: 44, padding: "0.625rem 1.125rem", fontSize: fontSizes.sm, [mq.md]: { flex: "none" } },
  chevron: { display: "inline-flex", transition: "transform 160ms ease", [mq.reducedMotion]: { transition: "none" } },
  chevronOpen: { '[aria-expanded="true"] > &': { transform: "rotate(180deg)" } },
  details: {
    gridArea: "details",
    borderTop: `1px solid ${colors.line}`,
    marginTop: space.lg,
    paddingTop: space.lg,
    "&[hidden]": { display: "none" },
  },
  description: {
    margin: 0,
    maxWidth: "41em", // 65ch of Inter, in em so the fonts' arrival moves nothing (hero-styles.ts)
    lineHeight: lineHeights.body,
    color: colors.text,
  },
  facts: {
    display: "grid",
    gap: space.md,
    margin: `${space.lg} 0 0`,
    gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 12rem), 1fr))",
    "& dt": { fontSize: fontSizes.xs, fontWeight: 700, letterSpacing: "0.1em", textTransform: "uppercase", color: colors.accentText },
    "& dd": { margin: 0, marginTop: space.xs, color: colors.text, lineHeight: lineHeights.snug },
  },
  calendarLinks: { display: "flex", flexWrap: "wrap", gap: space.sm, marginTop: space.lg },
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
} satisfies Record<string, CSSObject>;

const accents = new Map<string, CSSObject>();

/** The card's left edge takes the colour of its type badge (its light one on the dark card: the card carries `data-tone`). */
export function accentFor(colors: TypeColors): CSSObject {
  const key = `${colors.background}/${colors.ink}`;
  let accent = accents.get(key);
  if (!accent) {
    accent = { ...toneVars(colors), borderLeftColor: "var(--tone-ink)" } as CSSObject;
    accents.set(key, accent);
  }
  return accent;
}
