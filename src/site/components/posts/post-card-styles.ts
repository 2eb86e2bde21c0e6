import type { CSSObject } from "@emotion/react";
import { pictureCard } from "../card-styles";
import { theme } from "@/site/theme/theme";

const { colors, space, radii, fonts, fontSizes, lineHeights, mq } = theme;

export const postCardStyles = {
  card: { position: "relative", ...pictureCard },
  featured: { [mq.md]: { flexDirection: "row", "& > :first-of-type": { flex: "1 1 55%" } } },
  image: { display: "block", width: "100%", height: "100%", aspectRatio: "16 / 9", objectFit: "cover" },
  body: { display: "flex", flexDirection: "column", gap: space.sm, flex: 1, padding: space.lg },
  badge: {
    alignSelf: "flex-start",
    padding: "0.25rem 0.75rem",
    borderRadius: radii.pill,
    background: colors.tintDeep,
    color: colors.accentText,
    fontSize: fontSizes.xs,
    fontWeight: 700,
    letterSpacing: "0.04em",
    textTransform: "uppercase",
  },
  title: { margin: 0, fontFamily: fonts.heading, fontSize: fontSizes.h3, lineHeight: lineHeights.snug, color: colors.heading },
  featuredTitle: { fontSize: fontSizes.h2 },
  excerpt: { margin: 0, color: colors.textSoft, lineHeight: lineHeights.body, fontStyle: "italic", flex: 1 },
  meta: {
    display: "flex",
    flexWrap: "wrap",
    gap: "0.25rem 1rem",
    margin: 0,
    color: colors.textSoft,
    fontSize: fontSizes.sm,
    "& > span": { display: "inline-flex", alignItems: "center", gap: "0.375rem" },
  },
  link: { marginTop: space.sm, alignSelf: "flex-start" },
} satisfies Record<string, CSSObject>;
