import { CATEGORY_PARAM, type PostCategory } from "@/site/data/posts";
import { foldText } from "@/lib/text";

/** What ?category= asks for: nothing ("Todos"), a category the blog has, or one it does not. */
export type CategoryChoice = { kind: "todos" } | { kind: "known"; category: PostCategory } | { kind: "unknown"; requested: string };

/** Case, accents and spacing do not tell categories apart: "palavra do mes" is "Palavra do Mês". */
function fold(text: string): string {
  return foldText(text).replace(/\s+/g, " ").trim();
}

/**
 * Reads ?category= the way people write it by hand or paste it: an empty value means "Todos", and
 * when the parameter repeats the last one wins (as when a filter is appended to a shared link).
 * The page always shows the category's own name, whatever spelling the address used.
 */
export function readCategory(params: URLSearchParams, categories: readonly PostCategory[]): CategoryChoice {
  const requested = params.getAll(CATEGORY_PARAM).at(-1)?.trim() ?? "";
  if (requested === "") return { kind: "todos" };
  const wanted = fold(requested);
  const category = categories.find((candidate) => fold(candidate.name) === wanted);
  return category ? { kind: "known", category } : { kind: "unknown", requested };
}
