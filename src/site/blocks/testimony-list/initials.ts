/**
 * The fallback avatar (spec §3): first and last name initials, "MS" for "Márcia Regina Souza".
 * Middle names are skipped so every avatar holds two letters at most and fits its circle.
 */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.charAt(0) ?? "";
  const last = words.length > 1 ? (words[words.length - 1]?.charAt(0) ?? "") : "";
  return `${first}${last}`.toLocaleUpperCase("pt-BR");
}
