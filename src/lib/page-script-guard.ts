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
 * The page's script is loaded once the first screen is drawn: after `load` (the hero picture is in), in the frame after
 * it. Every page is whole in its HTML, and a slow phone's first round trips then carry the page and its picture alone;
 * a lab phone (Lighthouse) counts every file that arrived before the largest paint in that paint, and the script was
 * 0.15–0.2 s of it on pages that open with a picture. A page rendered in the background (a prerender, a tab opened
 * behind) has nothing to draw first and loads it at once; so does a page whose `load` is slow to come (4 s).
 */
export const PAGE_SCRIPT_LOADER = `(function(d){function go(){var o=d.querySelector("[${LATE_SCRIPT_ATTRIBUTE}]"),s;if(!o||go.d)return;go.d=1;s=d.createElement("script");s.type="module";s.src=o.src;d.head.append(s)}if(d.visibilityState!="visible")return go();addEventListener("load",function(){requestAnimationFrame(function(){setTimeout(go)})});setTimeout(go,4e3)})(document);`;

/** The module script's load error reaches a listener on the window in its capture phase (it does not bubble). */
export const PAGE_SCRIPT_GUARD = `(function(d){d.setAttribute(${JSON.stringify(SCRIPT_ATTRIBUTE)},"");addEventListener("error",function(e){var t=e.target;if(t&&t.tagName==="SCRIPT"&&t.type==="module")d.removeAttribute(${JSON.stringify(SCRIPT_ATTRIBUTE)})},true)})(document.documentElement);`;
