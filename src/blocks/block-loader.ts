import type { ComponentType } from "react";
import { blockRegistry, type Block, type BlockType } from "./registry";

type AnyBlockComponent = ComponentType<{ block: Block }>;

const loadedBlocks = new Map<BlockType, AnyBlockComponent>();

/**
 * Fetches the code of the given block types before a page renders, so rendering stays synchronous:
 * no Suspense fallback flashes over pre-rendered HTML while it hydrates, and route loaders
 * wait for data and code together during client navigation.
 */
export async function loadBlocks(types: Iterable<BlockType>): Promise<void> {
  const missing = [...new Set(types)].filter((type) => !loadedBlocks.has(type));
  await Promise.all(
    missing.map(async (type) => {
      // The registry's `satisfies` ties each type to its component; indexing by a union loses that link.
      const component = (await blockRegistry[type]()) as AnyBlockComponent;
      loadedBlocks.set(type, component);
    }),
  );
}

export function loadBlocksOf(sections: readonly Block[]): Promise<void> {
  return loadBlocks(sections.map((block) => block.type));
}

export function loadedBlock(type: BlockType): AnyBlockComponent {
  const component = loadedBlocks.get(type);
  if (!component) throw new Error(`O bloco "${type}" foi renderizado antes de seu código ser carregado (loadBlocks).`);
  return component;
}
