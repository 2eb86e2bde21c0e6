import { enableBackToTop } from "./back-to-top";
import { enableCopyButtons } from "./copy-buttons";
import { showCurrentYear } from "./current-year";
import { enableDisclosures } from "./disclosures";
import { enableDrawer } from "./drawer";
import { loadPencilsForEditors } from "./editor-pencils";
import { markEndedEvents } from "./ended-events";
import { hydrateIslands } from "./hydrate-islands";
import { enableListFilters } from "./list-filters";
import { enableEmbedFacades } from "./embed-facades";
import { handleNotFound } from "./not-found";
import { showNextServices } from "./next-service";
import { listenForNearMe } from "./near-me-intent";
import { enableNextPageLoading } from "./prefetch";
import { listenForSearchIntent } from "./search-intent";
import { enableShareButtons } from "./share";
import { enableThemeChoice } from "./theme-choice";
import { enableToastLinks } from "./toast-links";
import { loadWebFontsAfterFirstScreen } from "./web-fonts";
import { announceManifestAfterFirstScreen } from "./web-manifest";

/**
 * The only script every page loads (a few KB, no React): the frame's small behaviours, and the
 * islands, whose code (React with it) is fetched only when one of them wakes. Every page is complete
 * without it (docs/architecture.md, "Static first").
 */
handleNotFound();
loadWebFontsAfterFirstScreen();
announceManifestAfterFirstScreen();
enableThemeChoice();
enableDrawer();
enableBackToTop();
enableToastLinks();
enableDisclosures();
markEndedEvents();
showNextServices();
showCurrentYear();
enableShareButtons();
enableCopyButtons();
enableListFilters();
enableEmbedFacades();
enableNextPageLoading();
listenForSearchIntent();
listenForNearMe();
hydrateIslands();
// One flag read; the pencils' code loads only in a browser where the editor was opened.
loadPencilsForEditors();
// Tests and tools wait for this: every behaviour above is listening.
document.documentElement.dataset.enhanced = "";
