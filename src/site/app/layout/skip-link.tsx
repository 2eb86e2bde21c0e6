import type { CSSObject } from "@emotion/react";
import { useWords } from "@/site/data/words-context";
import { theme } from "@/site/theme/theme";

const { colors, radii, space } = theme;

const style: CSSObject = {
  position: "absolute",
  left: space.md,
  top: space.sm,
  zIndex: 100,
  padding: "0.75rem 1.25rem",
  borderRadius: radii.sm,
  background: colors.accent,
  color: colors.onAccent,
  fontWeight: 700,
  transform: "translateY(-200%)",
  "&:focus": { transform: "none" },
};

/** First tab stop on every page, so keyboard users skip the header and nav. */
export function SkipLink() {
  const { navigation } = useWords();
  return (
    <a href="#conteudo" css={style}>
      {navigation.skipLink}
    </a>
  );
}
