import type { CSSObject } from "@emotion/react";
import { theme } from "@/site/theme/theme";
import { translucent } from "@/site/theme/colors";

const { colors, space, radii, shadows, fontSizes, lineHeights, mq } = theme;

export const mapStyles = {
  layout: {
    display: "grid",
    gap: space.xl,
    alignItems: "stretch",
    [mq.md]: { gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1.6fr)" },
  },
  details: {
    display: "flex",
    flexDirection: "column",
    alignItems: "flex-start",
    gap: space.sm,
    padding: "clamp(1.25rem, 0.75rem + 2vw, 2rem)",
    borderRadius: radii.lg,
    background: colors.card,
    border: `1px solid ${colors.line}`,
    boxShadow: shadows.card,
  },
  label: {
    display: "flex",
    alignItems: "center",
    gap: space.sm,
    margin: 0,
    marginTop: space.sm,
    fontSize: fontSizes.sm,
    fontWeight: 700,
    letterSpacing: "0.08em",
    textTransform: "uppercase",
    color: colors.accentText,
    "&:first-of-type": { marginTop: 0 },
  },
  address: { fontStyle: "normal", fontSize: fontSizes.lg, lineHeight: lineHeights.snug, color: colors.text },
  services: { listStyle: "none", margin: 0, padding: 0, display: "grid", gap: space.xs, lineHeight: lineHeights.snug },
  serviceName: { color: colors.textSoft },
  note: { margin: 0, marginTop: space.sm, fontSize: fontSizes.sm, color: colors.textSoft, lineHeight: lineHeights.snug },
  // Pushed to the bottom of the card, level with the map's lower edge on wide screens.
  directions: { marginTop: "auto", alignSelf: "stretch", [mq.sm]: { alignSelf: "flex-start" } },
  frameBox: {
    position: "relative",
    overflow: "hidden",
    // min-width 0: otherwise min-height, through the aspect ratio, widens the box past a phone screen.
    minWidth: 0,
    minHeight: "16rem",
    aspectRatio: "4 / 3",
    borderRadius: radii.lg,
    background: colors.tintDeep,
    boxShadow: shadows.card,
    [mq.md]: { aspectRatio: "auto", minHeight: "26rem" },
    // The map's frame, made by the page script when asked for (src/lib/embed-frame.ts).
    "& > iframe": { position: "absolute", inset: 0, width: "100%", height: "100%", border: 0 },
  },
  preview: { position: "absolute", inset: 0, width: "100%", height: "100%", objectFit: "cover" },
  // A street grid in the theme's own colours: a map's look without a map's request.
  plainPreview: {
    position: "absolute",
    inset: 0,
    background: colors.tintDeep,
    backgroundImage: `linear-gradient(${colors.line} 2px, transparent 2px), linear-gradient(90deg, ${colors.line} 2px, transparent 2px)`,
    backgroundSize: "3rem 3rem",
  },
  overlay: {
    position: "absolute",
    inset: 0,
    display: "flex",
    alignItems: "flex-end",
    justifyContent: "center",
    padding: space.md,
    background: `linear-gradient(180deg, ${translucent("scrim", 0)} 35%, ${translucent("scrim", 0.55)} 100%)`,
    [mq.sm]: { alignItems: "center", background: translucent("scrim", 0.12) },
  },
  prompt: {
    display: "grid",
    justifyItems: "center",
    gap: space.sm,
    maxWidth: "24rem",
    padding: space.lg,
    borderRadius: radii.md,
    background: "rgba(255, 255, 255, 0.96)",
    boxShadow: shadows.raised,
    textAlign: "center",
  },
  promptIcon: { color: colors.heading },
  load: { minWidth: "12rem" },
  promptText: { margin: 0, fontSize: fontSizes.sm, lineHeight: lineHeights.snug, color: colors.textSoft },
  promptLink: { color: colors.heading, fontWeight: 600 },
} satisfies Record<string, CSSObject>;
