/**
 * Whether two words are at most one slip apart: one letter wrong, missing, extra, or two neighbours swapped
 * ("orasao" for "oracao", "pregcao" for "pregacao", "ocrao"...). Bounded on purpose: the browser runs it
 * against every word of a part of the index on each keystroke, and a full edit distance is not needed to
 * answer "one or not".
 */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const lengthGap = a.length - b.length;
  if (lengthGap > 1 || lengthGap < -1) return false;
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length - 1;
  let endB = b.length - 1;
  while (endA >= start && endB >= start && a[endA] === b[endB]) {
    endA--;
    endB--;
  }
  const restA = endA - start + 1;
  const restB = endB - start + 1;
  // What differs is one letter in one or both words...
  if (restA <= 1 && restB <= 1) return true;
  // ...or two neighbours swapped.
  return restA === 2 && restB === 2 && a[start] === b[start + 1] && a[start + 1] === b[start];
}

/** One slip is allowed from this many letters on: below it, too many short words are one letter apart. */
export const TYPO_MIN_LENGTH = 5;
