import type { CSSObject } from "@emotion/react";
import { pictureCard } from "@/site/components/card-styles";
import { theme } from "@/site/theme/theme";
import { translucent } from "@/site/theme/colors";

const { colors, space, radii, shadows, fonts, fontSizes, lineHeights, mq } = theme;

export const videoListStyles = {
  live: { display: "flex", flexWrap: "wrap", alignItems: "center", gap: space.md, marginBottom: space.xl },
  liveDot: {
    display: "inline-block",
    width: 10,
    height: 10,
    borderRadius: radii.pill,
    background: colors.danger,
    boxShadow: "0 0 0 4px rgba(164, 38, 44, 0.18)",
  },
  grid: {
    listStyle: "none",
    margin: 0,
    padding: 0,
    display: "grid",
    gap: space.lg,
    [mq.sm]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
    [mq.lg]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))", gap: space.xl },
  },
  card: pictureCard,
  // 16:9 before and after play, so the page does not move when the frame replaces the preview.
  player: {
    position: "relative",
    aspectRatio: "16 / 9",
    background: colors.brandDeep,
    // The player's frame, made by the page script when play is pressed (src/lib/embed-frame.ts).
    "& > iframe": { position: "absolute", inset: 0, width: "100%", height: "100%", border: 0 },
  },
  preview: { display: "block", width: "100%", height: "100%", objectFit: "cover" },
  play: {
    position: "absolute",
    inset: 0,
    display: "flex",
    alignItems: "center",
    justifyContent: "center",
    width: "100%",
    border: 0,
    padding: 0,
    background: `linear-gradient(180deg, ${translucent("scrim", 0)} 40%, ${translucent("scrim", 0.45)} 100%)`,
    cursor: "pointer",
    "&:hover span, &:focus-visible span": { transform: "scale(1.06)" },
  },
  playDisc: {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    width: 64,
    height: 64,
    borderRadius: radii.pill,
    background: colors.accent,
    color: colors.onAccent,
    boxShadow: shadows.float,
    transition: "transform 160ms ease",
    [mq.reducedMotion]: { transition: "none" },
  },
  body: { display: "flex", flexDirection: "column", gap: space.sm, flex: 1, padding: space.lg },
  title: { fontFamily: fonts.heading, fontSize: fontSizes.h3, lineHeight: lineHeights.tight, margin: 0 },
  meta: { margin: 0, color: colors.textSoft, lineHeight: lineHeights.body },
  watch: { marginTop: "auto", alignSelf: "flex-start" },
} satisfies Record<string, CSSObject>;
