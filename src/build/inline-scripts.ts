import { createHash } from "node:crypto";
import { FONTS_LATER_SCRIPT } from "../lib/web-fonts";
import { THEME_CHOICE_SCRIPT } from "../lib/theme-choice";
import { PAGE_SCRIPT_GUARD, PAGE_SCRIPT_LOADER } from "../lib/page-script-guard";

/** The CSP's form of an inline script's hash: script-src allows it and nothing else inline. */
export function scriptHash(text: string): string {
  return `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
}

/**
 * Every page's <head> starts with one inline line that must run before its first layout: it marks a first visit
 * (src/lib/web-fonts.ts says why), applies the visitor's chosen theme (src/lib/theme-choice.ts) and says that
 * JavaScript runs, until the page's script fails to load (src/lib/page-script-guard.ts).
 */
const HEAD_SCRIPT = `${PAGE_SCRIPT_GUARD}${THEME_CHOICE_SCRIPT}${FONTS_LATER_SCRIPT}${PAGE_SCRIPT_LOADER}`;
export const headScriptTag = `<script>${HEAD_SCRIPT}</script>`;
export const headScriptHash = scriptHash(HEAD_SCRIPT);
