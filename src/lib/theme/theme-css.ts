import { THEME_CHANNELS, THEME_TOKENS, type ThemeChannel, type ThemeToken } from "./theme-tokens";
import { schemeColors, type SchemeColors, type ThemeColorsInput } from "./scheme-colors";
import { fontStack, type FontFamilyName } from "./font-families";
import { FONTS_LATER_ATTRIBUTE, FONTS_LATER_VALUE } from "../web-fonts";
import { THEME_ATTRIBUTE } from "../theme-choice";

export interface ThemeInput extends ThemeColorsInput {
  fonts: { heading: FontFamilyName; body: FontFamilyName };
}

function declarations(colors: SchemeColors, only?: SchemeColors): string {
  const tokens = (Object.keys(THEME_TOKENS) as ThemeToken[])
    .filter((token) => !only || only.tokens[token].hex !== colors.tokens[token].hex)
    .map((token) => `--${THEME_TOKENS[token]}:${colors.tokens[token].hex}`);
  const channels = (Object.keys(THEME_CHANNELS) as ThemeChannel[])
    .filter((channel) => !only || only.channels[channel] !== colors.channels[channel])
    .map((channel) => `--${THEME_CHANNELS[channel]}:${colors.channels[channel]}`);
  return [...tokens, ...channels].join(";");
}

/**
 * The page's colours and fonts as custom properties, written once in its head: the light scheme on :root, the
 * dark one (only what differs) when the system asks for it and the visitor did not choose light, or when the
 * visitor chose dark. Both dark rules are for screens only: printing uses the light scheme.
 */
export function themeCss(theme: ThemeInput): string {
  const { light, dark } = schemeColors(theme);
  const darkDeclarations = `color-scheme:dark;${declarations(dark, light)}`;
  const fonts = (later: boolean) => `--font-body:${fontStack(theme.fonts.body, { later })};--font-heading:${fontStack(theme.fonts.heading, { later })}`;
  return [
    `:root{${declarations(light)};${fonts(false)}}`,
    // On <html> until a first visit's fonts arrive (src/site/browser/web-fonts.ts); any element may hold it.
    `[${FONTS_LATER_ATTRIBUTE}=${FONTS_LATER_VALUE}]{${fonts(true)}}`,
    `@media screen and (prefers-color-scheme:dark){:root:not([${THEME_ATTRIBUTE}=light]){${darkDeclarations}}}`,
    `@media screen{:root[${THEME_ATTRIBUTE}=dark]{${darkDeclarations}}}`,
  ].join("");
}
