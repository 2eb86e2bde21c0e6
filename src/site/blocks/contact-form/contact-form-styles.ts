import type { CSSObject } from "@emotion/react";
import { theme } from "@/site/theme/theme";

const { space, lineHeights, fontSizes, colors, mq } = theme;

/** The contact form's own parts: the phone/e-mail pair. */
export const contactFormStyles = {
  pair: {
    margin: 0,
    padding: 0,
    border: 0,
    minWidth: 0,
    display: "grid",
    gap: space.md,
    [mq.sm]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
  },
  legend: { padding: 0, marginBottom: space.sm, fontWeight: 600, lineHeight: lineHeights.snug },
  pairHint: { gridColumn: "1 / -1", margin: 0, marginTop: `calc(-1 * ${space.sm})`, fontSize: fontSizes.sm, color: colors.textSoft },
  pairError: { gridColumn: "1 / -1" },
} satisfies Record<string, CSSObject>;
