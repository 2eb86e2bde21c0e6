import { createContext, useContext, type ReactNode } from "react";
import type { CollectionKey, PageCollections } from "./page-payload";

const CollectionsContext = createContext<PageCollections>({});

export function CollectionsProvider({ collections, children }: { collections: PageCollections; children: ReactNode }) {
  return <CollectionsContext.Provider value={collections}>{children}</CollectionsContext.Provider>;
}

/** The items of a collection the current page shows, already sorted by the pipeline. */
export function useCollection<K extends CollectionKey>(key: K): NonNullable<PageCollections[K]> {
  const items = useContext(CollectionsContext)[key];
  if (!items)
    throw new Error(
      `A coleção "${key}" não veio com os dados da página: falta o nome dela em "collections" na definição do bloco (src/site/blocks/<tipo>/<tipo>.block.ts).`,
    );
  return items as NonNullable<PageCollections[K]>;
}

/**
 * A collection a block can do without: the search page's list is the build's index, which the editor's preview
 * and the block gallery do not make (they show the block's form and an empty list).
 */
export function useOptionalCollection<K extends CollectionKey>(key: K): PageCollections[K] {
  return useContext(CollectionsContext)[key];
}
