/**
 * How a page gets the church's fonts without making its first screen wait for them (64 KB that would
 * otherwise share the connection with the page and its hero picture):
 * - a browser that has downloaded them before (it says so in local storage) uses them at once, from its cache;
 * - on a first visit the page paints with metric-matched fallbacks (src/site/fonts/fallback-faces.json,
 *   so nothing moves when the fonts arrive) and the page's script loads the fonts once the first screen
 *   is painted (src/site/browser/web-fonts.ts);
 * - without JavaScript nothing marks the page, and the fonts load as any web font does.
 * The marking is one inline script in <head> (allowed by its hash in the CSP): it must run before the
 * first layout, which the page's module script cannot.
 */

/** Kept in local storage once the fonts have loaded: the HTTP cache holds them for a year (cache-policy.ts). */
export const FONTS_SEEN_KEY = "mc-fontes";

/** `<html data-fonts="later">`: the theme's font stacks (src/lib/theme/theme-css.ts) then name the fallbacks only. */
export const FONTS_LATER_ATTRIBUTE = "data-fonts";
export const FONTS_LATER_VALUE = "later";

/** Storage that throws (blocked, full) leaves the page unmarked: the fonts then load the ordinary way. */
export const FONTS_LATER_SCRIPT = `try{localStorage.getItem(${JSON.stringify(FONTS_SEEN_KEY)})||document.documentElement.setAttribute(${JSON.stringify(FONTS_LATER_ATTRIBUTE)},${JSON.stringify(FONTS_LATER_VALUE)})}catch(e){}`;
