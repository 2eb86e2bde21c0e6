import type { ProseBlock } from "@/types/generated/content";

export type ProseItem = ProseBlock["content"][number];
export type TocEntry = { id: string; text: string };

/** "Os seus direitos" → "os-seus-direitos": readable anchors people can share (/privacidade#…). */
export function slugify(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * An anchor id for each main subheading (by its index in `content`), unique within the page:
 * prefixed with the block's id so two prose blocks never clash, suffixed when a title repeats.
 */
export function subheadingAnchors(content: ProseItem[], prefix: string): Map<number, TocEntry> {
  const anchors = new Map<number, TocEntry>();
  const used = new Set<string>();
  content.forEach((item, index) => {
    if (item.kind !== "subtitulo" || item.minor) return;
    const base = `${prefix}-${slugify(item.text) || "secao"}`;
    let id = base;
    for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
    used.add(id);
    anchors.set(index, { id, text: item.text });
  });
  return anchors;
}
