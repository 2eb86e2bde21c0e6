import { loadedBlock } from "./block-loader";
import type { Block } from "./registry";

/** Renders a page's sections in the order the editor wrote them. Their code is loaded by the route (loadBlocksOf). */
export function PageSections({ sections }: { sections: Block[] }) {
  return sections.map((block, index) => {
    const Component = loadedBlock(block.type);
    return <Component key={block.id ?? `${block.type}-${index}`} block={block} />;
  });
}
