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

/** Button looks, by variant and by the background they sit on (contrast differs on navy). */
export const buttonStyles = {
  primario: { ...base, background: colors.gold, color: colors.navyDeep, "&:hover": { ...(base["&:hover"] as CSSObject), background: colors.goldBright } },
  secundario: {
    ...base,
    background: "transparent",
    color: colors.navy,
    borderColor: colors.navy,
    "&:hover": { ...(base["&:hover"] as CSSObject), background: colors.navy, color: colors.white },
  },
  secundarioOnDark: {
    ...base,
    background: "transparent",
    color: colors.white,
    borderColor: colors.white,
    "&:hover": { ...(base["&:hover"] as CSSObject), background: colors.white, color: colors.navy },
  },
  texto: {
    display: "inline-flex",
    alignItems: "center",
    gap: "0.375rem",
    minHeight: 44,
    fontWeight: 600,
    color: colors.goldText,
    textDecoration: "underline",
    textUnderlineOffset: "0.2em",
  },
  textoOnDark: {
    display: "inline-flex",
    alignItems: "center",
    gap: "0.375rem",
    minHeight: 44,
    fontWeight: 600,
    color: colors.goldBright,
    textDecoration: "underline",
    textUnderlineOffset: "0.2em",
  },
} satisfies Record<string, CSSObject>;
