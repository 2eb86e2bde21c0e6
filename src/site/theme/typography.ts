/**
 * The two families, as custom properties set in src/site/fonts/fonts.css: a first visit paints with
 * metric-matched fallbacks and switches to the web fonts once they have loaded (src/lib/web-fonts.ts).
 * The stacks after the comma serve where fonts.css is absent (a component rendered on its own).
 */
export const fonts = {
  body: 'var(--font-body, "Inter Variable", "Inter", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif)',
  heading: 'var(--font-heading, "Playfair Display Variable", "Playfair Display", Georgia, "Times New Roman", serif)',
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
