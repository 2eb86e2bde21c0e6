import type { ComponentType } from "react";
import { blockRegistry, type Block } from "./registry";

type AnyBlockComponent = ComponentType<{ block: Block }>;

/** Renders a page's sections in the order the editor wrote them, each by its block definition's component. */
export function PageSections({ sections }: { sections: Block[] }) {
  return sections.map((block, index) => {
    // The registry's `satisfies` ties each type to its component; indexing by a union loses that link.
    const Component = blockRegistry[block.type].component as AnyBlockComponent;
    return <Component key={block.id ?? `${block.type}-${index}`} block={block} />;
  });
}
