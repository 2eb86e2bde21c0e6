/**
 * The two families site.json's theme names, as custom properties (src/lib/theme/theme-css.ts, written by
 * GlobalStyles wherever the site's components render: pages, the editor's previews, the block gallery).
 * A first visit paints with metric-matched fallbacks and switches to the web fonts once they have loaded
 * (src/lib/web-fonts.ts).
 */
export const fonts = {
  body: "var(--font-body)",
  heading: "var(--font-heading)",
} as const;

/** Fluid sizes: readable at 390 px, generous at 1366 px, without breakpoints for every step. */
export const fontSizes = {
  xs: "0.8125rem",
  sm: "0.9375rem",
  md: "1rem",
  lg: "1.125rem",
  xl: "clamp(1.25rem, 1.1rem + 0.6vw, 1.5rem)",
  h3: "clamp(1.2rem, 1.1rem + 0.4vw, 1.375rem)",
  h2: "clamp(1.75rem, 1.4rem + 1.6vw, 2.5rem)",
  h1: "clamp(2.25rem, 1.6rem + 3vw, 4rem)",
  stat: "clamp(1.75rem, 1.5rem + 1vw, 2.25rem)",
} as const;

export const lineHeights = { tight: 1.15, snug: 1.35, body: 1.65 } as const;
