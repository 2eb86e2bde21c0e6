import type { AnyIsland } from "@/site/islands/island-definition";

export interface IslandLoader {
  /** Fetches the island's own chunk. */
  load: () => Promise<AnyIsland>;
  /**
   * Whether this visit needs the island awake as the page opens, whatever it declares: the address or
   * what the visitor left in the tab changes what it shows (a filtered list, a restored draft).
   */
  wakeAtOnce?: () => boolean;
}

// Derived from the blocks' folders, never listed by hand: an island is `<name>-island.tsx` in its block's folder
// (each its own chunk, fetched when it wakes), and what may wake it at once is `<name>-wake.ts` beside it (tiny,
// bundled into the page script). tests/unit/render/islands.test.ts holds every island to its file's name.
const islandModules = import.meta.glob<Record<string, unknown>>("../blocks/*/*-island.tsx");
const wakeModules = import.meta.glob<{ wakeAtOnce?: () => boolean }>("../blocks/*/*-wake.ts", { eager: true });

const nameOf = (path: string, suffix: string) => path.slice(path.lastIndexOf("/") + 1, -suffix.length);
const isIsland = (value: unknown, name: string): value is AnyIsland =>
  typeof value === "object" && value !== null && (value as { name?: unknown }).name === name && "component" in value;

function loaderFor(path: string, load: () => Promise<Record<string, unknown>>): [string, IslandLoader] {
  const name = nameOf(path, "-island.tsx");
  const wake = Object.entries(wakeModules).find(([wakePath]) => nameOf(wakePath, "-wake.ts") === name)?.[1];
  const island = async () => {
    const found = Object.values(await load()).find((value) => isIsland(value, name));
    if (!found) throw new Error(`${path} não exporta a ilha "${name}"`);
    return found;
  };
  return [name, { load: island, ...(wake?.wakeAtOnce ? { wakeAtOnce: wake.wakeAtOnce } : {}) }];
}

/** The browser's list of islands, by the name the build writes in the HTML (data-island). */
export const islandLoaders: Readonly<Record<string, IslandLoader>> = Object.fromEntries(
  Object.entries(islandModules).map(([path, load]) => loaderFor(path, load)),
);
