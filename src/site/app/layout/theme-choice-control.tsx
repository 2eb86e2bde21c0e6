import type { CSSObject } from "@emotion/react";
import { THEME_CHOICES } from "@/lib/theme-choice";
import { useWords } from "@/site/data/words-context";
import { theme } from "@/site/theme/theme";

const { colors, radii, fontSizes } = theme;

const LABEL_ID = "tema-rotulo";

const group: CSSObject = { display: "flex", alignItems: "center", gap: "0.5rem", margin: 0 };
const options: CSSObject = { display: "flex", padding: 3, borderRadius: radii.pill, border: `1px solid ${colors.brandSoft}` };
const option: CSSObject = { position: "relative", display: "inline-flex", cursor: "pointer" };
// The radio itself is transparent and covers its pill (so the whole pill is its target); the pill shows its state
// and, like every control, the focus ring.
const radio: CSSObject = { position: "absolute", inset: 0, width: "100%", height: "100%", margin: 0, opacity: 0, cursor: "pointer" };
const pill: CSSObject = {
  display: "inline-flex",
  alignItems: "center",
  minHeight: 32,
  padding: "0 0.75rem",
  borderRadius: radii.pill,
  fontSize: fontSizes.xs,
  fontWeight: 600,
  color: colors.onBrandSoft,
  "input:checked + &": { background: colors.accent, color: colors.onAccent },
  "input:focus-visible + &": { outline: `3px solid ${colors.focus}`, outlineOffset: 2, boxShadow: `0 0 0 5px ${colors.focusHalo}` },
};

/**
 * "Tema: Sistema / Claro / Escuro" in every page's footer: three radio buttons (the keyboard moves between them
 * with the arrows), wired by the page's script (src/site/browser/theme-choice.ts), hidden without it.
 */
export function ThemeChoiceControl() {
  const { themeChoice } = useWords();
  return (
    <div role="radiogroup" aria-labelledby={LABEL_ID} css={group} data-requires-js>
      <span id={LABEL_ID}>{themeChoice.themeLabel}</span>
      <span css={options}>
        {THEME_CHOICES.map(({ value, word }) => (
          <label key={value} css={option}>
            <input type="radio" name="tema" value={value} defaultChecked={value === "system"} data-theme-choice="" css={radio} />
            <span css={pill}>{themeChoice[word]}</span>
          </label>
        ))}
      </span>
    </div>
  );
}
