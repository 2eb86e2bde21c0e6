import { Global, type CSSObject } from "@emotion/react";
import { themeCss } from "@/lib/theme/theme-css";
import { useSite } from "@/site/data/site-context";
import { inDarkScheme } from "@/site/theme/colors";
import { theme } from "@/site/theme/theme";

const { colors, fonts, fontSizes, lineHeights, layout, mq } = theme;

const styles: Record<string, CSSObject> = {
  "*, *::before, *::after": { boxSizing: "border-box" },
  // Pre-rendered parts that the page's script shows or hides (src/site/browser/) keep `hidden` whatever their display.
  "[hidden]": { display: "none !important" as "none" },
  // An island's wrapper adds no box of its own (src/site/islands/island.tsx).
  "[data-island]": { display: "contents" },
  html: {
    WebkitTextSizeAdjust: "100%",
    scrollPaddingTop: `calc(${layout.headerHeight} + 0.5rem)`,
    // Firefox and Safari scroll a newly focused element just into view, to the bottom edge, where the
    // floating buttons are (floating-actions.tsx: 1rem + 56 px + 0.75rem + 48 px); the margin keeps it
    // and its focus ring clear of them (WCAG 2.4.11).
    scrollPaddingBottom: "calc(8.75rem + env(safe-area-inset-bottom))",
  },
  body: {
    margin: 0,
    fontFamily: fonts.body,
    fontSize: fontSizes.md,
    lineHeight: lineHeights.body,
    color: colors.text,
    background: colors.bg,
    WebkitFontSmoothing: "antialiased",
  },
  "h1, h2, h3, h4": { textWrap: "balance" } as CSSObject,
  // A pair of category colours (src/site/theme/category-colors.ts, toneVars): tint and ink, swapped in the dark.
  "[data-tone]": {
    "--tone-bg": "var(--tone-a)",
    "--tone-ink": "var(--tone-b)",
    ...inDarkScheme({ "--tone-bg": "var(--tone-b)", "--tone-ink": "var(--tone-a)" } as CSSObject),
  } as CSSObject,
  "img, svg, picture": { display: "block", maxWidth: "100%" },
  a: { color: "inherit" },
  "button, input, textarea, select": { font: "inherit", color: "inherit" },
  // One visible focus ring for everything, with a halo of the page's colour so it shows on the brand's bands too.
  ":focus-visible": {
    outline: `3px solid ${colors.focus}`,
    outlineOffset: 2,
    boxShadow: `0 0 0 5px ${colors.focusHalo}`,
  },
  [mq.reducedMotion]: {
    "*, *::before, *::after": { animationDuration: "0.01ms !important", transitionDuration: "0.01ms !important", scrollBehavior: "auto !important" as "auto" },
  },
};

/**
 * The frame's global rules, after the page's colours and fonts as custom properties from site.json's theme
 * (src/lib/theme/theme-css.ts), which every style reads through src/site/theme/colors.ts.
 */
export function GlobalStyles() {
  const site = useSite();
  return (
    <>
      <Global styles={themeCss(site.theme)} />
      <Global styles={styles} />
    </>
  );
}
