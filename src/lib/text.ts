/** Lower case without accents: "Palavra do Mês" and "palavra do mes" compare equal, "Sede" matches "sede". */
export function foldText(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/** "Os seus direitos" → "os-seus-direitos": readable ids, anchors and folder names. */
export function slugify(text: string): string {
  return foldText(text)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
