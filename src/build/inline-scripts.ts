import { createHash } from "node:crypto";
import { FONTS_LATER_SCRIPT } from "../lib/web-fonts";

/** The CSP's form of an inline script's hash: script-src allows it and nothing else inline. */
export function scriptHash(text: string): string {
  return `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
}

/** Every page's <head> marks a first visit before its first layout (src/lib/web-fonts.ts says why). */
export const fontsLaterTag = `<script>${FONTS_LATER_SCRIPT}</script>`;
export const fontsLaterHash = scriptHash(FONTS_LATER_SCRIPT);
