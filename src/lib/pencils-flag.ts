/**
 * Set in this browser's localStorage when the editor opens (same origin as the site): the page script reads this one
 * key, and only when it is there loads the pencils (src/site/browser/editor-pencils.ts). "Parar de mostrar os lápis"
 * removes it. Its own module: the page script imports nothing else of the pencils (src/lib/edit-links.ts).
 */
export const PENCILS_FLAG = "mc-lapis";
