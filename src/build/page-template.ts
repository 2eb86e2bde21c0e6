import { LATE_SCRIPT_ATTRIBUTE } from "../lib/page-script-guard";
import { svgDataUri } from "../lib/svg-data-uri";

/**
 * The largest tab icon drawing (static/favicon.svg) that goes inside every page. A browser fetches a page's icon once
 * the page has loaded, which on a lab phone (Lighthouse) is often before its largest paint is on the screen: one more
 * request, 0.2–0.35 s of that paint (docs/performance.md). A drawing of a few hundred bytes costs every page about
 * 60 bytes compressed; a larger one stays a file.
 */
export const INLINE_ICON_LIMIT = 1024;

const SVG_ICON_LINK = /(<link rel="icon" href=")[^"]*favicon\.svg(" type="image\/svg\+xml")/;

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
 *   (a page over about 14 KB compressed costs a round trip more). The placeholders stay;
 * - the tab icon's drawing, when it is small (INLINE_ICON_LIMIT), is a data: URI in its link: no request for it while
 *   the first screen is drawn. The file stays published (the editor and anything else that links it), and the .ico
 *   beside it for browsers that do not draw SVG icons.
 */
export function prepareTemplate(template: string, fontCss: string, iconSvg?: string): string {
  let html = template.replace(/\n?[ ]*<!--(?!app-)[\s\S]*?-->/g, "");
  if (iconSvg !== undefined && new TextEncoder().encode(iconSvg).length <= INLINE_ICON_LIMIT) {
    html = html.replace(SVG_ICON_LINK, (_link, start: string, end: string) => `${start}${svgDataUri(iconSvg)}${end}`);
  }
  html = html.replace("</head>", `  <style>${fontCss.replace(/<\//g, "<\\/")}</style>\n  </head>`);
  return html.replace(/<script type="module" crossorigin src=/g, `<script type="text/plain" ${LATE_SCRIPT_ATTRIBUTE} src=`);
}
