/**
 * A light stemmer for Brazilian Portuguese as people type it, on folded words (fold.ts): the forms of one
 * word end up the same, so "orações", "oracoes", "oração", "orar", "orando" and "orou" are all "ora", and
 * "jejuns" is "jejum". It takes plurals off (after RSLP, Orengo & Huyck 2001: "-ões" → "-ão", "-ns" → "-m",
 * "-ais" → "-al", "-res" → "-r"...), then one ending of a verb or of a noun made from a verb ("-ção", "-ndo",
 * "-ou", "-ar"...), keeping the verb's vowel and at least three letters. It is not a dictionary: what
 * matters for search is that every form of a word gets the same stem, and that two different words rarely do.
 * Why not Snowball's Portuguese stemmer (measured through @orama/stemmers): it keeps "oraçã" and "oraçõ", "jejum"
 * and "jejuns", "jovem" and "jovens" apart, cuts "dízimos" to "díz", and leaves short verbs ("orar", "orando") as they are.
 */

const MIN_STEM = 3;

/** Words whose final "s" is not a plural: kept whole. */
const NOT_PLURAL: ReadonlySet<string> = new Set(
  "deus jesus mais menos pais tres seis simples antes depois pois apos atraves lapis onibus virus oasis pires cais gas lilas".split(" "),
);

/** Plural endings and what the singular ends with, longest first (RSLP's plural step, on folded words). */
const PLURALS: readonly (readonly [string, string])[] = [
  ["oes", "ao"],
  ["aes", "ae"],
  ["ns", "m"],
  ["eis", "el"],
  ["ais", "al"],
  ["ois", "ol"],
  ["uis", "ul"],
  ["res", "r"],
  ["zes", "z"],
  ["ses", "s"],
  ["s", ""],
];

/** Verb endings and endings of nouns made from verbs, longest first; the verb's vowel stays ("orando" → "ora"). */
const ENDINGS: readonly (readonly [string, string])[] = [
  ["cao", ""],
  ["ndo", ""],
  ["ram", ""],
  ["avam", "a"],
  ["ava", "a"],
  ["ado", ""],
  ["ada", ""],
  ["ido", ""],
  ["ida", ""],
  ["ou", "a"],
  ["am", ""],
  ["em", ""],
  ["ar", "a"],
  ["er", "e"],
  ["ir", "i"],
];

function replaceEnding(word: string, rules: readonly (readonly [string, string])[]): string {
  for (const [ending, replacement] of rules) {
    if (!word.endsWith(ending)) continue;
    const stem = word.slice(0, word.length - ending.length) + replacement;
    return stem.length >= MIN_STEM ? stem : word;
  }
  return word;
}

function singular(word: string): string {
  if (NOT_PLURAL.has(word) || !word.endsWith("s")) return word;
  return replaceEnding(word, PLURALS);
}

/** The stem of one folded word; numbers and words of three letters or fewer are their own stem. */
export function stemWord(word: string): string {
  if (word.length <= MIN_STEM || /\d/.test(word)) return word;
  // "oramos", "vivemos": a verb's "-mos" is not a plural ("-imos" is left alone: "dízimos", "primos").
  const withoutMos = /[ae]mos$/.test(word) && word.length - 3 >= MIN_STEM ? word.slice(0, -3) : undefined;
  if (withoutMos) return withoutMos;
  return replaceEnding(singular(word), ENDINGS);
}
