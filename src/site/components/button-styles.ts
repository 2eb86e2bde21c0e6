import type { CSSObject } from "@emotion/react";
import { theme } from "@/site/theme/theme";

const { colors, radii, fontSizes, mq } = theme;

const base: CSSObject = {
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: "0.5rem",
  minHeight: 48,
  padding: "0.75rem 1.5rem",
  borderRadius: radii.pill,
  fontSize: fontSizes.md,
  fontWeight: 600,
  lineHeight: 1.2,
  textDecoration: "none",
  textAlign: "center",
  border: "2px solid transparent",
  cursor: "pointer",
  transition: "background-color 160ms ease, color 160ms ease, transform 160ms ease",
  "&:hover": { transform: "translateY(-1px)" },
  [mq.reducedMotion]: { transition: "none", "&:hover": { transform: "none" } },
};

/** Button looks, by variant and by the background they sit on (the page's, or the brand's dark bands). */
export const buttonStyles = {
  primario: { ...base, background: colors.accent, color: colors.onAccent, "&:hover": { ...(base["&:hover"] as CSSObject), background: colors.accentLight } },
  secundario: {
    ...base,
    background: "transparent",
    color: colors.heading,
    borderColor: colors.heading,
    "&:hover": { ...(base["&:hover"] as CSSObject), background: colors.heading, color: colors.bg },
  },
  secundarioOnDark: {
    ...base,
    background: "transparent",
    color: colors.onBrand,
    borderColor: colors.onBrand,
    "&:hover": { ...(base["&:hover"] as CSSObject), background: colors.onBrand, color: colors.brand },
  },
  texto: {
    display: "inline-flex",
    alignItems: "center",
    gap: "0.375rem",
    minHeight: 44,
    fontWeight: 600,
    color: colors.accentText,
    textDecoration: "underline",
    textUnderlineOffset: "0.2em",
  },
  textoOnDark: {
    display: "inline-flex",
    alignItems: "center",
    gap: "0.375rem",
    minHeight: 44,
    fontWeight: 600,
    color: colors.accentLight,
    textDecoration: "underline",
    textUnderlineOffset: "0.2em",
  },
} satisfies Record<string, CSSObject>;
