/**
 * The colours the components read, each a CSS custom property written once per page from the content
 * (theme-css.ts): `var(--heading)` in a style, never a hex. A token is a job on the page ("titles on the page's
 * background", "text on the brand's dark bands"), so the dark theme can give each job its own colour: the navy
 * of the header's name becomes light in the dark, the navy band under white text stays navy.
 */
export const THEME_TOKENS = {
  /** The page: body, header, drawer, light sections. */
  bg: "bg",
  /** Cards, panels and form fields on the page. */
  card: "card",
  /** Tinted sections and boxes (cream). */
  tint: "tint",
  /** Chips and hover on tinted parts. */
  tintDeep: "tint-deep",
  line: "line",
  text: "text",
  textSoft: "text-soft",
  /** Titles, links and outlined controls on the page. */
  heading: "heading",
  /** The accent as text on the page (eyebrows, icons). */
  accentText: "accent-text",
  /** Dark bands: dark sections, stat cards, medallions; dark in both themes. */
  brand: "brand",
  brandDeep: "brand-deep",
  brandSoft: "brand-soft",
  /** Text on the brand's bands. */
  onBrand: "on-brand",
  onBrandSoft: "on-brand-soft",
  /** The accent as a surface (buttons, rules) and in its lighter form on the brand's bands. */
  accent: "accent",
  accentLight: "accent-light",
  /** Text on the accent (the main buttons). */
  onAccent: "on-accent",
  focus: "focus",
  focusHalo: "focus-halo",
  danger: "danger",
  dangerBg: "danger-bg",
  success: "success",
  whatsapp: "whatsapp",
  /** A testimony's stars: the rating itself, so 3:1 on the card (WCAG 1.4.11). */
  rating: "rating",
} as const;

export type ThemeToken = keyof typeof THEME_TOKENS;
/** A token's custom property name ("text-soft" for `textSoft`), for CSS written where the tokens' table is not shipped. */
export type ThemeTokenName = (typeof THEME_TOKENS)[ThemeToken];

/**
 * Colours used at part opacity (shadows, scrims over pictures, glows), written as "r,g,b" for `rgba(var(--x), a)`:
 * the comma form, which gradients blend exactly as they blend a written rgba().
 */
export const THEME_CHANNELS = {
  shadow: "shadow-rgb",
  scrim: "scrim-rgb",
  accentGlow: "accent-light-rgb",
} as const;

export type ThemeChannel = keyof typeof THEME_CHANNELS;
export type ThemeChannelName = (typeof THEME_CHANNELS)[ThemeChannel];

export const cssVar = (token: ThemeToken) => `var(--${THEME_TOKENS[token]})`;

/** `alpha` of a channel colour: `rgba(var(--scrim-rgb), 0.55)`. */
export const cssChannel = (channel: ThemeChannel, alpha: number) => `rgba(var(--${THEME_CHANNELS[channel]}), ${alpha})`;
