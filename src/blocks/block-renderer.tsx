import type { ComponentType } from "react";
import { blockRegistry, type Block } from "./registry";

/** Renders a page's sections in the order the editor wrote them. */
export function PageSections({ sections }: { sections: Block[] }) {
  return sections.map((block, index) => {
    // The registry's `satisfies` already ties each type to its component; indexing by a union loses that link.
    const Component = blockRegistry[block.type] as ComponentType<{ block: Block }>;
    return <Component key={block.id ?? `${block.type}-${index}`} block={block} />;
  });
}
