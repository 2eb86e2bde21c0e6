import type { ComponentType } from "react";

/**
 * When an island's code is fetched and its HTML comes alive (docs/architecture.md, "Islands"):
 * - "idle": once the page has loaded and the browser has nothing better to do (forms on the first screen);
 * - "visible": when it comes near the screen;
 * - "interaction": on the visitor's first pointer, key or focus inside it.
 * Every island also wakes on interaction, whatever it declares, and what the visitor does meanwhile is
 * held and replayed (src/site/browser/hydrate-islands.ts). An island wakes at once, whatever it declares,
 * when the address or the tab's storage changes what it shows (src/site/browser/island-loaders.ts).
 */
export type Wake = "idle" | "visible" | "interaction";

/** An interactive part of a page: pre-rendered like everything else, then hydrated on its own. */
export interface IslandDefinition<Props> {
  /**
   * Names the island in the HTML (data-island) and in the browser's list (island-loaders.ts), which finds it by
   * its file: the island defined in `<name>-island.tsx` is called `<name>`.
   */
  name: IslandName;
  component: ComponentType<Props>;
  wake: Wake;
}

/** An island's name: its file's, `<name>-island.tsx` (tests/unit/render/islands.test.ts holds them together). */
export type IslandName = string;

/** Any island, whatever its props: for lists of islands, which hand each its own props from the HTML. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- props are checked where each island is defined and rendered
export type AnyIsland = IslandDefinition<any>;

export function defineIsland<Props>(definition: IslandDefinition<Props>): IslandDefinition<Props> {
  return definition;
}

/** The attributes and element ids the build writes and the browser reads. */
export const ISLAND_ATTRIBUTE = "data-island";
export const HYDRATED_ATTRIBUTE = "data-hydrated";
/** Set by the page script when an island's code starts loading, so tests and the benchmark wait for it. */
export const WAKING_ATTRIBUTE = "data-waking";
/** Set by the page script when an island's code could not load (src/site/browser/island-fallbacks.ts). */
export const FAILED_ATTRIBUTE = "data-island-failed";
/** Holds an island, its props and its fallback together (Island, when it has a fallback). */
export const GROUP_ATTRIBUTE = "data-island-group";
/**
 * What an island shows when its code cannot load (Island's `fallback`): written beside it, hidden, and shown by the
 * page script. A visitor form's carries links whose value says what they send (`FALLBACK_SENDS_ATTRIBUTE`: "whatsapp",
 * "email"), filled with what the visitor wrote.
 */
export const FALLBACK_ATTRIBUTE = "data-island-fallback";
export const FALLBACK_SENDS_ATTRIBUTE = "data-sends";
/**
 * A button of an island that stands for an address ("Mostrar mais", a category of the blog list): where it leads when
 * the island's code cannot load, as a link would, relative to the page ("?category=Estudos").
 */
export const BUTTON_HREF_ATTRIBUTE = "data-href";
