import { readPassage } from "../passages/read-passage";
import type { CheckedKeyword, KeywordProblem } from "./checked-keyword";

// No Node imports here: validators written out for the site editor import bibleReferenceProblems from this module.

/**
 * `"bibleReference": true` on a string: a Bible passage as Brazilians write it ("Jo 3.16", "Sl 23", "I Samuel 17"),
 * refused when its book does not exist or its chapter or verse is past the book's end, saying what was meant.
 */
export function bibleReferenceProblems(enabled: boolean, data: string): KeywordProblem[] {
  if (!enabled) return [];
  const reading = readPassage(data);
  return "problem" in reading ? [{ keyword: "bibleReference", message: reading.problem, params: { problem: reading.problem } }] : [];
}

export const BIBLE_REFERENCE_KEYWORD: CheckedKeyword = {
  keyword: "bibleReference",
  schemaType: "boolean",
  type: "string",
  check: bibleReferenceProblems,
  source: { module: import.meta.url, name: "bibleReferenceProblems" },
};
