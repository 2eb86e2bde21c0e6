/**
 * The `elementtiming` name of the pictures a page shows first (the hero, a post's cover: src/site/components/picture.tsx):
 * what waits for the first screen (src/site/browser/first-screen.ts: the fonts of a first visit, the app manifest)
 * waits until they are on the screen.
 */
export const FIRST_SCREEN_TIMING = "primeira-tela";

/** The `elementtiming` name of every other picture: one that happens to be on the first screen is waited for too. */
export const PICTURE_TIMING = "imagem";
