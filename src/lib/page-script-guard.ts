/**
 * `<html data-js>`: this browser runs the page's script. The head's inline line (src/build/inline-scripts.ts) sets it
 * before the first paint and takes it away again if the page's script cannot load (a deploy replaced it while the page
 * was open, the signal was lost on the way): index.html's rules then show the page as it is without JavaScript (the
 * menu as links, no filter or button that needs the script), instead of controls that would do nothing.
 */
export const SCRIPT_ATTRIBUTE = "data-js";

/** The module script's load error reaches a listener on the window in its capture phase (it does not bubble). */
export const PAGE_SCRIPT_GUARD = `(function(d){d.setAttribute(${JSON.stringify(SCRIPT_ATTRIBUTE)},"");addEventListener("error",function(e){var t=e.target;if(t&&t.tagName==="SCRIPT"&&t.type==="module")d.removeAttribute(${JSON.stringify(SCRIPT_ATTRIBUTE)})},true)})(document.documentElement);`;
