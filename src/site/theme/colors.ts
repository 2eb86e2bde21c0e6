import type { CSSObject } from "@emotion/react";
import { cssChannel, cssVar, THEME_TOKENS, type ThemeChannel, type ThemeToken } from "@/lib/theme/theme-tokens";

/**
 * The colours components use, by job (src/lib/theme/theme-tokens.ts): each is a CSS custom property that the
 * page's head sets from site.json's `theme` (src/site/app/layout/global-styles.tsx), once for the light
 * scheme and once for the dark one. No component names a colour of the palette itself.
 */
export const colors = Object.fromEntries((Object.keys(THEME_TOKENS) as ThemeToken[]).map((token) => [token, cssVar(token)])) as Record<ThemeToken, string>;

/** A colour at part opacity (shadows, scrims over pictures, glows on the brand's bands): `rgba(var(--x), alpha)`. */
export const translucent = (channel: ThemeChannel, alpha: number) => cssChannel(channel, alpha);

/**
 * Styles for the dark scheme only, beside a component's light ones, for the few colours that are not the
 * palette's (the event types' badges): when the system asks for dark and the visitor did not choose light, or
 * when the visitor chose dark; on screen only, as printing is light.
 */
export function inDarkScheme(styles: CSSObject): CSSObject {
  return {
    // "html", not ":root": Emotion would read a selector starting with ":" as a state of the element itself.
    "@media screen and (prefers-color-scheme: dark)": { "html:not([data-theme=light]) &": styles },
    "@media screen": { "html[data-theme=dark] &": styles },
  };
}
