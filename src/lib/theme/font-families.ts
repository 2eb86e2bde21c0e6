/**
 * The font families the project bundles (cut by `npm run fonts` into src/site/fonts/, with metric-matched
 * fallbacks), by the name site.json's `theme.fonts` uses. A church picks its heading and body families among
 * these; a page carries the @font-face rules of its two only.
 */
export interface FontFamily {
  kind: "sans" | "serif";
  /** The family name its @font-face declares (Fontsource's variable fonts end in "Variable"). */
  web: string;
  /** The cut file in src/site/fonts/. */
  file: string;
  /** The @fontsource-variable package file it is cut from. */
  source: string;
}

export const FONT_FAMILIES = {
  Inter: {
    kind: "sans",
    web: "Inter Variable",
    file: "inter-latin-400-700.woff2",
    source: "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  },
  "Source Sans 3": {
    kind: "sans",
    web: "Source Sans 3 Variable",
    file: "source-sans-3-latin-400-700.woff2",
    source: "@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2",
  },
  "Playfair Display": {
    kind: "serif",
    web: "Playfair Display Variable",
    file: "playfair-display-latin-400-700.woff2",
    source: "@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2",
  },
  Lora: {
    kind: "serif",
    web: "Lora Variable",
    file: "lora-latin-400-700.woff2",
    source: "@fontsource-variable/lora/files/lora-latin-wght-normal.woff2",
  },
} as const satisfies Record<string, FontFamily>;

export type FontFamilyName = keyof typeof FONT_FAMILIES;

export const FONT_FAMILY_NAMES = Object.keys(FONT_FAMILIES) as FontFamilyName[];

/** What follows the metric-matched fallbacks: the system's own fonts of the same kind. */
const SYSTEM_STACK: Record<FontFamily["kind"], string> = {
  sans: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  serif: 'Georgia, "Times New Roman", serif',
};

/** The fallback faces' names (src/build/fonts/fallback-fonts.ts): desktop and iPhone first, then Android. */
export const fallbackNames = (name: FontFamilyName) => [`${name} Fallback`, `${name} Fallback Android`];

/**
 * The family list a text is set in: the web font, a copy installed on the device, its metric-matched fallbacks,
 * then the system's. On a first visit (`later`) the web font is left out, so nothing fetches it before the first
 * screen is shown (src/lib/web-fonts.ts).
 */
export function fontStack(name: FontFamilyName, { later = false } = {}): string {
  const family: FontFamily = FONT_FAMILIES[name];
  const names = [...(later ? [] : [family.web]), name, ...fallbackNames(name)];
  return `${names.map((each) => `"${each}"`).join(", ")}, ${SYSTEM_STACK[family.kind]}`;
}
