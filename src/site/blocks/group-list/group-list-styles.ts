import type { CSSObject } from "@emotion/react";
import { theme } from "@/site/theme/theme";

const { colors, space, radii, shadows, fonts, fontSizes, lineHeights, mq } = theme;

export const groupListStyles = {
  filters: {
    display: "flex",
    flexWrap: "wrap",
    alignItems: "end",
    gap: space.md,
    marginBottom: space.lg,
  },
  filter: { display: "grid", gap: space.xs, fontWeight: 600, fontSize: fontSizes.sm, minWidth: "12rem", flex: "1 1 12rem", [mq.sm]: { flex: "0 1 16rem" } },
  select: {
    minHeight: 48,
    padding: "0.625rem 0.75rem",
    fontSize: fontSizes.md,
    color: colors.text,
    background: colors.card,
    border: `1px solid ${colors.textSoft}`,
    borderRadius: radii.md,
  },
  count: { margin: 0, marginBottom: space.md, fontWeight: 600, color: colors.textSoft },
  grid: {
    listStyle: "none",
    margin: 0,
    padding: 0,
    display: "grid",
    gap: space.lg,
    gridTemplateColumns: "1fr",
    [mq.sm]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
    [mq.lg]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" },
  },
  card: {
    display: "flex",
    flexDirection: "column",
    gap: space.md,
    height: "100%",
    padding: space.lg,
    background: colors.card,
    border: `1px solid ${colors.line}`,
    borderRadius: radii.lg,
    boxShadow: shadows.card,
  },
  header: { display: "flex", flexWrap: "wrap", alignItems: "center", justifyContent: "space-between", gap: space.sm },
  name: { fontFamily: fonts.heading, fontSize: fontSizes.h3, lineHeight: lineHeights.tight, margin: 0 },
  audience: {
    padding: "0.125rem 0.625rem",
    borderRadius: radii.pill,
    background: colors.tintDeep,
    color: colors.accentText,
    fontSize: fontSizes.sm,
    fontWeight: 700,
  },
  facts: { display: "grid", gap: space.sm, margin: 0 },
  fact: {
    display: "flex",
    alignItems: "flex-start",
    gap: space.sm,
    margin: 0,
    lineHeight: lineHeights.body,
    "& svg": { flexShrink: 0, marginTop: "0.2em", color: colors.accentText },
  },
  join: { marginTop: "auto", alignSelf: "flex-start" },
  empty: { margin: 0, padding: space.lg, background: colors.tint, borderRadius: radii.md, color: colors.textSoft },
} satisfies Record<string, CSSObject>;
