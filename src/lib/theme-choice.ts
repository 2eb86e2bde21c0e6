/**
 * The visitor's choice of theme (Sistema / Claro / Escuro, in every page's footer), kept in local storage and
 * applied before the first paint by one inline line in <head> (allowed by its hash in the CSP), so a page never
 * flashes the other theme: `<html data-theme="dark">` or `"light"`; no attribute follows the system
 * (src/lib/theme/theme-css.ts writes the rules for all three).
 */
export const THEME_CHOICE_KEY = "site-tema";

/** `<html data-theme>`: "light" or "dark" when the visitor chose; absent, the system decides. */
export const THEME_ATTRIBUTE = "data-theme";

/** The three choices, each with the name of its word in site.json's `words.themeChoice` (defaults in the schema). */
export const THEME_CHOICES = [
  { value: "system", word: "themeSystem" },
  { value: "light", word: "themeLight" },
  { value: "dark", word: "themeDark" },
] as const;

export type ThemeChoice = (typeof THEME_CHOICES)[number]["value"];

/** Storage that throws (blocked) leaves the system's theme. */
export const THEME_CHOICE_SCRIPT = `try{var t=localStorage.getItem(${JSON.stringify(THEME_CHOICE_KEY)});if(t==="light"||t==="dark")document.documentElement.setAttribute(${JSON.stringify(THEME_ATTRIBUTE)},t)}catch(e){}`;
