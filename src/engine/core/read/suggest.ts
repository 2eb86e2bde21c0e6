import { closest, distance } from "fastest-levenshtein";

/**
 * The closest candidate when it is plausibly a typo ("heor" → "hero", "contatos" → "contato"),
 * never a wild guess: short words need a proportionally small distance.
 */
export function closestMatch(value: string, candidates: readonly string[]): string | undefined {
  if (candidates.length === 0 || value === "") return undefined;
  const lowered = value.toLowerCase();
  const best = closest(
    lowered,
    candidates.map((candidate) => candidate.toLowerCase()),
  );
  const match = candidates.find((candidate) => candidate.toLowerCase() === best);
  if (match === undefined || match === value) return undefined;
  const edits = distance(lowered, best);
  return edits <= 3 && edits <= Math.ceil(Math.max(lowered.length, best.length) / 2) ? match : undefined;
}

/** `Você quis dizer "hero"? ` (with the trailing space), or "" when nothing is close enough. */
export function didYouMean(value: string, candidates: readonly string[]): string {
  const match = closestMatch(value, candidates);
  return match === undefined ? "" : `Você quis dizer "${match}"? `;
}
