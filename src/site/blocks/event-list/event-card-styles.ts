import type { CSSObject } from "@emotion/react";
import { badgeTone } from "@/site/components/event-type-badge";
import { neutralBadgeColors } from "@/site/theme/category-colors";
import { theme } from "@/site/theme/theme";

const { colors, space, radii, shadows, fonts, fontSizes, lineHeights, mq } = theme;

export const eventCardStyles = {
  card: {
    display: "grid",
    gridTemplateColumns: "auto minmax(0, 1fr)",
    gridTemplateAreas: '"tile main" "actions actions"',
    columnGap: space.md,
    padding: `${space.lg} ${space.md}`,
    background: colors.card,
    border: `1px solid ${colors.line}`,
    // The colour of its type badge (its light one on the dark card), from the pair in the card's style (toneStyle).
    borderLeft: "5px solid var(--tone-ink)",
    borderRadius: radii.lg,
    boxShadow: shadows.card,
    scrollMarginTop: "6rem",
    [mq.md]: {
      gridTemplateColumns: "auto minmax(0, 1fr) auto",
      gridTemplateAreas: '"tile main actions"',
      columnGap: space.xl,
      alignItems: "center",
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
} satisfies Record<string, CSSObject>;
