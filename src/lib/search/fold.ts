/**
 * What a visitor types and what the site says, brought to one spelling: lower case, without accents or
 * cedilla ("Orações" → "oracoes"), split into words of letters and digits. Shared by the index the build
 * writes (src/build/search/) and the search the browser runs (src/site/browser/search/), so both cut and
 * fold a word the same way.
 */

const MARKS = /\p{M}/gu;
const NOT_WORD = /[^a-z0-9]+/;

/** "Célula" → "celula"; "ÇÃO" → "cao". */
export function foldWord(text: string): string {
  return text.normalize("NFD").replace(MARKS, "").toLowerCase();
}

/** The folded words of a text, in order, repeats kept (their count is part of how well a text matches). */
export function foldedWords(text: string): string[] {
  return foldWord(text)
    .split(NOT_WORD)
    .filter((word) => word.length > 0);
}

/**
 * Words too common to tell two texts apart: left out of the index (a smaller download) and out of a query
 * unless it has nothing else ("a igreja" searches "igreja"; "de" alone searches "de").
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    "a o e as os um uma uns umas de da do das dos em na no nas nos ao aos para pra por pelo pela pelos pelas " +
    "com sem que se ou mas como mais ja ha foi ser era este esta isto esse essa isso aquele aquela seu sua " +
    "seus suas nosso nossa nossos nossas meu minha lhe me te nao sim entre sobre ate quando onde tambem muito"
  ).split(" "),
);
