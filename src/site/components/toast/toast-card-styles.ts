import type { CSSObject } from "@emotion/react";
import { theme } from "@/site/theme/theme";

const { colors, radii, shadows, fontSizes, lineHeights, mq } = theme;

export const toastCardStyles = {
  toast: {
    pointerEvents: "auto",
    display: "flex",
    alignItems: "flex-start",
    gap: "0.75rem",
    padding: "0.875rem 0.75rem 0.875rem 1rem",
    borderRadius: radii.md,
    background: colors.brandDeep,
    color: colors.onBrand,
    boxShadow: shadows.raised,
    borderLeft: `4px solid ${colors.accent}`,
    animation: "toast-in 200ms ease-out",
    // Written with the card's rules (not Emotion's keyframes, a global style every page would carry): a page without
    // toasts has none of it (unused-toasts.ts).
    "@keyframes toast-in": { from: { opacity: 0, transform: "translateY(0.75rem)" }, to: { opacity: 1, transform: "none" } },
    [mq.reducedMotion]: { animation: "none" },
  },
  icon: { display: "inline-flex", flexShrink: 0, color: colors.accentLight, marginTop: "0.0625rem" },
  message: { margin: 0, flex: 1, fontSize: fontSizes.sm, lineHeight: lineHeights.snug, fontWeight: 500 },
  close: {
    flexShrink: 0,
    display: "grid",
    placeItems: "center",
    width: 32,
    height: 32,
    marginTop: "-0.3rem",
    marginRight: "-0.25rem",
    border: 0,
    borderRadius: radii.pill,
    background: "transparent",
    color: colors.onBrandSoft,
    cursor: "pointer",
    "&:hover": { background: "rgba(255,255,255,0.12)", color: colors.onBrand },
  },
} satisfies Record<string, CSSObject>;
