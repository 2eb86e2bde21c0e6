/**
 * What, outside the form, changes what it shows when the page opens: the page script reads this without
 * loading the form's code (src/site/browser/island-loaders.ts), so this file imports nothing.
 */

/** Where the visitor's unsent request is kept between reloads (prayer-draft.ts). */
export const PRAYER_DRAFT_KEY = "monte-calvario:oracao:rascunho";
