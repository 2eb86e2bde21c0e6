import { closest, distance } from "fastest-levenshtein";

/** The best candidate for `value` (both lowered), or undefined: never a wild guess. */
function bestOf(value: string, candidates: readonly string[], lowered: readonly string[]): string | undefined {
  if (candidates.length === 0 || value === "") return undefined;
  const wanted = value.toLowerCase();
  const best = closest(wanted, lowered as string[]);
  const match = candidates[lowered.indexOf(best)];
  if (match === undefined || match === value) return undefined;
  const edits = distance(wanted, best);
  // Short words need a proportionally small distance.
  return edits <= 3 && edits <= Math.ceil(Math.max(wanted.length, best.length) / 2) ? match : undefined;
}

/**
 * The closest candidate when it is plausibly a typo ("heor" → "hero", "contatos" → "contato"),
 * never a wild guess: short words need a proportionally small distance.
 */
export function closestMatch(value: string, candidates: readonly string[]): string | undefined {
  return bestOf(
    value,
    candidates,
    candidates.map((candidate) => candidate.toLowerCase()),
  );
}

/**
 * closestMatch against one list asked about many values (every broken link against every route of a
 * site of thousands of posts): the list is lowered once, and each value's answer kept.
 */
export function closestMatcher(candidates: readonly string[]): (value: string) => string | undefined {
  const lowered = candidates.map((candidate) => candidate.toLowerCase());
  const answers = new Map<string, string | undefined>();
  return (value) => {
    if (!answers.has(value)) answers.set(value, bestOf(value, candidates, lowered));
    return answers.get(value);
  };
}

/** `Você quis dizer "hero"? ` (with the trailing space), or "" when nothing is close enough. */
export function didYouMean(value: string, candidates: readonly string[] | ((value: string) => string | undefined)): string {
  const match = typeof candidates === "function" ? candidates(value) : closestMatch(value, candidates);
  return match === undefined ? "" : `Você quis dizer "${match}"? `;
}
