import { FIRST_SCREEN_TIMING } from "./first-screen";

/**
 * `<html data-js>`: this browser runs the page's script. The head's inline line (src/build/inline-scripts.ts) sets it
 * before the first paint and takes it away again if the page's script cannot load (a deploy replaced it while the page
 * was open, the signal was lost on the way): index.html's rules then show the page as it is without JavaScript (the
 * menu as links, no filter or button that needs the script), instead of controls that would do nothing.
 */
export const SCRIPT_ATTRIBUTE = "data-js";

/** What marks the page's script in the HTML until the head's line loads it (src/build/page-template.ts). */
export const LATE_SCRIPT_ATTRIBUTE = "data-page-script";

/**
 * The page's script is loaded once the first screen is on the screen: after `load` (the hero picture is in), when the
 * browser reports the first screen's picture (FIRST_SCREEN_TIMING, by the Element Timing API) or, on a page without
 * one, its first paint (the Paint Timing API) presented, then in the frame after. Every page is whole in its HTML, and a
 * slow phone's first round trips then carry the page and its picture alone. A lab phone (Lighthouse) counts in the
 * largest paint every file that arrived before that paint was presented, a module script even when it ran after: at
 * `load` and the next frame only, the script often arrived while a busy machine was still presenting the frame
 * (/privacidade: 0.2 s of its largest paint). A browser without the API it would need goes by `load` and a frame. A
 * page rendered in the background (a prerender, a tab opened behind) has nothing to draw first and loads it at once; so
 * does a page whose first screen is slow to come (4 s).
 */
export const PAGE_SCRIPT_LOADER = `(function(d){function go(){var o=d.querySelector("[${LATE_SCRIPT_ATTRIBUTE}]"),s;if(!o||go.d)return;go.d=1;s=d.createElement("script");s.type="module";s.src=o.src;d.head.append(s)}if(d.visibilityState!="visible")return go();addEventListener("load",function(){var i=d.querySelector('[elementtiming="${FIRST_SCREEN_TIMING}"]'),b=i&&i.getBoundingClientRect(),k=i&&i.naturalWidth&&b.bottom>0&&b.top<innerHeight?"element":"paint";try{if(PerformanceObserver.supportedEntryTypes.indexOf(k)<0)throw 0;new PerformanceObserver(function(l,o){l.getEntries().some(function(e){return e.element===i||e.name=="first-contentful-paint"})&&(o.disconnect(),go())}).observe({type:k,buffered:!0})}catch(e){requestAnimationFrame(function(){setTimeout(go)})}});setTimeout(go,4e3)})(document);`;

/** The module script's load error reaches a listener on the window in its capture phase (it does not bubble). */
export const PAGE_SCRIPT_GUARD = `(function(d){d.setAttribute(${JSON.stringify(SCRIPT_ATTRIBUTE)},"");addEventListener("error",function(e){var t=e.target;if(t&&t.tagName==="SCRIPT"&&t.type==="module")d.removeAttribute(${JSON.stringify(SCRIPT_ATTRIBUTE)})},true)})(document.documentElement);`;
