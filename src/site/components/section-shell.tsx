import { useId, type ReactNode } from "react";
import type { CSSObject } from "@emotion/react";
import { theme } from "@/site/theme/theme";

const { colors, space, layout, fonts, fontSizes, lineHeights } = theme;

export type SectionTone = "light" | "cream" | "dark";

const toneStyles: Record<SectionTone, CSSObject> = {
  light: { background: colors.bg, color: colors.text },
  cream: { background: colors.tint, color: colors.text },
  dark: { background: colors.brand, color: colors.onBrand },
};

const sectionStyle: CSSObject = { paddingBlock: space.section, scrollMarginTop: layout.headerHeight };
const innerStyle: CSSObject = { maxWidth: layout.maxWidth, marginInline: "auto", paddingInline: space.gutter };
const eyebrowStyle: CSSObject = {
  display: "block",
  fontSize: fontSizes.sm,
  fontWeight: 700,
  letterSpacing: "0.12em",
  textTransform: "uppercase",
  marginBottom: space.sm,
};
const headingStyle: CSSObject = {
  fontFamily: fonts.heading,
  fontSize: fontSizes.h2,
  lineHeight: lineHeights.tight,
  margin: 0,
};
const introStyle: CSSObject = { fontSize: fontSizes.lg, lineHeight: lineHeights.body, marginTop: space.md, maxWidth: layout.proseWidth };

type SectionShellProps = {
  id?: string;
  tone?: SectionTone;
  eyebrow?: string;
  heading?: string;
  intro?: string;
  centered?: boolean;
  children: ReactNode;
};

/** Every block's outer frame: background tone, width, and the eyebrow + h2 + intro header. */
export function SectionShell({ id, tone = "light", eyebrow, heading, intro, centered = false, children }: SectionShellProps) {
  const generatedId = useId();
  const headingId = heading ? (id ? `${id}-titulo` : generatedId) : undefined;
  const align: CSSObject = centered ? { textAlign: "center", marginInline: "auto" } : {};
  return (
    <section id={id} aria-labelledby={headingId} css={[sectionStyle, toneStyles[tone]]}>
      <div css={innerStyle}>
        {(eyebrow || heading || intro) && (
          <header css={[{ marginBottom: space.xl }, align]}>
            {eyebrow && <span css={[eyebrowStyle, { color: tone === "dark" ? colors.accentLight : colors.accentText }]}>{eyebrow}</span>}
            {heading && (
              <h2 id={headingId} css={headingStyle}>
                {heading}
              </h2>
            )}
            {intro && <p css={[introStyle, align, { color: tone === "dark" ? colors.onBrandSoft : colors.textSoft }]}>{intro}</p>}
          </header>
        )}
        {children}
      </div>
    </section>
  );
}
