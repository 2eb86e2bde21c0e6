import type { CSSObject } from "@emotion/react";
import type { Stat } from "@/types/generated/content";
import { theme } from "@/site/theme/theme";
import { ContentIcon } from "./content-icon";

const { colors, radii, space, fonts, fontSizes } = theme;

export type StatTone = "glass" | "light" | "dark";

const card: CSSObject = {
  display: "flex",
  alignItems: "center",
  gap: space.md,
  padding: `${space.md} ${space.lg}`,
  borderRadius: radii.md,
  height: "100%",
};

const tones: Record<StatTone, CSSObject> = {
  glass: { background: "rgba(255,255,255,0.08)", border: "1px solid rgba(255,255,255,0.18)", color: colors.onBrand },
  light: { background: colors.card, border: `1px solid ${colors.line}`, color: colors.text },
  dark: { background: colors.brandSoft, border: "1px solid rgba(255,255,255,0.12)", color: colors.onBrand },
};

const valueStyle: CSSObject = { display: "block", fontFamily: fonts.heading, fontSize: fontSizes.stat, fontWeight: 700, lineHeight: 1.1 };
const labelStyle: CSSObject = { display: "block", fontSize: fontSizes.sm, marginTop: "0.125rem" };

/** A figure and its caption, read together by screen readers ("30+ Anos de Ministério"). */
export function StatCard({ stat, tone }: { stat: Stat; tone: StatTone }) {
  const accent = tone === "light" ? colors.accentText : colors.accentLight;
  return (
    <div css={[card, tones[tone]]}>
      {stat.icon && (
        <span css={{ color: accent, display: "inline-flex" }}>
          <ContentIcon name={stat.icon} size={28} />
        </span>
      )}
      <p css={{ margin: 0 }}>
        <strong css={[valueStyle, { color: accent }]}>{stat.value}</strong>
        <span css={labelStyle}>{stat.label}</span>
      </p>
    </div>
  );
}
