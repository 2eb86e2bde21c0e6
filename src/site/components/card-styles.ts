import type { CSSObject } from "@emotion/react";
import { theme } from "@/site/theme/theme";

const { colors, radii, shadows } = theme;

/**
 * The site's card with a picture on top (a ministry, a post, a video): white, a thin line, rounded corners
 * and a soft shadow, its content stacked to the card's full height so a row's cards line up, and the
 * picture clipped to the corners.
 */
export const pictureCard: CSSObject = {
  display: "flex",
  flexDirection: "column",
  height: "100%",
  background: colors.card,
  border: `1px solid ${colors.line}`,
  borderRadius: radii.lg,
  boxShadow: shadows.card,
  overflow: "hidden",
};
