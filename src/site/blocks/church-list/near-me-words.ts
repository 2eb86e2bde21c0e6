/**
 * "Perto de mim"'s words (site.json's `words.churches`), which the church list writes on its button as JSON
 * (`data-near-me-words`) for the page script (src/site/browser/near-me.ts), which has no site.json to read them from.
 */
export interface NearMeWords {
  searching: string;
  sorted: string;
  refused: string;
  unavailable: string;
  /** "a {km} km de você". */
  distance: string;
  underOne: string;
}
