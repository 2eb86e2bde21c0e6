import type { CSSObject } from "@emotion/react";
import { pictureCard } from "@/site/components/card-styles";
import { theme } from "@/site/theme/theme";

const { colors, space, radii, fonts, fontSizes, lineHeights, mq } = theme;

export const ministryGridStyles = {
  grid: {
    listStyle: "none",
    margin: 0,
    padding: 0,
    display: "grid",
    gap: space.lg,
    gridTemplateColumns: "1fr",
    [mq.sm]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
    [mq.lg]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))", gap: space.xl },
  },
  card: pictureCard,
  // Wider crop on phones: twelve full-width cards stacked would otherwise make a very long page.
  image: { display: "block", width: "100%", height: "auto", aspectRatio: "16 / 9", objectFit: "cover", [mq.sm]: { aspectRatio: "3 / 2" } },
  band: {
    display: "flex",
    alignItems: "center",
    gap: space.md,
    padding: `${space.md} ${space.lg}`,
    // Room for a two-line name, so the bands (and the text under them) line up across a row.
    minHeight: "5.25rem",
  },
  icon: {
    flexShrink: 0,
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    width: 44,
    height: 44,
    borderRadius: radii.pill,
    // A translucent disc tints with the band, so one rule suits every colour.
    background: "rgba(255, 255, 255, 0.2)",
    border: "1px solid rgba(255, 255, 255, 0.35)",
  },
  title: { fontFamily: fonts.heading, fontSize: fontSizes.h3, lineHeight: lineHeights.tight, margin: 0 },
  body: { display: "flex", flexDirection: "column", flex: 1, padding: space.lg, gap: space.md },
  description: { margin: 0, lineHeight: lineHeights.body, color: colors.textSoft },
  facts: {
    margin: 0,
    display: "grid",
    gap: space.sm,
    fontSize: fontSizes.sm,
    color: colors.text,
    "& dd": { margin: 0, display: "flex", alignItems: "flex-start", gap: space.sm, fontWeight: 600 },
    "& svg": { flexShrink: 0, marginTop: "0.125rem", color: colors.accentText },
  },
  actions: {
    display: "flex",
    flexWrap: "wrap",
    gap: space.sm,
    // The buttons line up at the bottom of every card in a row, whatever the text length above.
    marginTop: "auto",
    paddingTop: space.sm,
  },
  // A label never breaks inside its button: when both do not fit side by side, they stack full width.
  button: { flex: "1 1 auto", padding: "0.625rem 1rem", fontSize: fontSizes.sm, whiteSpace: "nowrap" },
} satisfies Record<string, CSSObject>;
