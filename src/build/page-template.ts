import { LATE_SCRIPT_ATTRIBUTE } from "../lib/page-script-guard";

/**
 * Vite's index.html, made faster to first paint before any page is poured into it:
 * - the site's only stylesheet, the @font-face rules of the theme's two families and their fallbacks (about 1 KB
 *   compressed, src/build/fonts/font-faces.ts), goes inline, so painting does not wait for one more request (the
 *   CSP allows inline styles already, for Emotion);
 * - the fonts are not preloaded: a first visit paints with metric-matched fallbacks and fetches them after
 *   the first screen (src/lib/web-fonts.ts), so they never share the connection with the page and its hero;
 * - the page's script waits for the first screen: its tag is inert (`type="text/plain"`, marked
 *   LATE_SCRIPT_ATTRIBUTE) and the head's line loads it after `load` (src/lib/page-script-guard.ts says why);
 * - index.html's comments are for developers: left in, they would be bytes of every page's first flight
 *   (a page over about 14 KB compressed costs a round trip more). The placeholders stay.
 */
export function prepareTemplate(template: string, fontCss: string): string {
  let html = template.replace(/\n?[ ]*<!--(?!app-)[\s\S]*?-->/g, "");
  html = html.replace("</head>", `  <style>${fontCss.replace(/<\//g, "<\\/")}</style>\n  </head>`);
  return html.replace(/<script type="module" crossorigin src=/g, `<script type="text/plain" ${LATE_SCRIPT_ATTRIBUTE} src=`);
}
