import type { ProseBlock } from "@/types/generated/content";
import { slugify } from "@/lib/text";

export type ProseItem = ProseBlock["content"][number];
export type TocEntry = { id: string; text: string };

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
