import { hydrateRoot } from "react-dom/client";
import { createEmotionCache } from "./emotion-cache";
import { HYDRATED_ATTRIBUTE, type AnyIsland } from "./island-definition";
import { IslandRoot } from "./island-root";
import { replayTyped, trackTyping } from "./typed-fields";

// One cache for every island of the page, created before the first hydration so it adopts the
// pre-rendered <style> elements instead of writing the same rules again.
const cache = createEmotionCache();

/**
 * React's side of an island, in its own chunk with React itself: fetched only by pages whose islands
 * wake, never by the page's first script (src/site/browser/entry.ts).
 */
export function hydrateIsland(element: HTMLElement, island: AnyIsland, props: object): void {
  const Component = island.component;
  const typing = trackTyping(element);
  let done = false;
  const onHydrated = () => {
    if (done) return;
    done = true;
    typing.stop();
    // What the visitor typed while the island slept or hydrated is handed to React as if typed now.
    replayTyped(typing.typed());
    // Marked a frame later: React has then rendered what the replayed typing changed.
    requestAnimationFrame(() => element.setAttribute(HYDRATED_ATTRIBUTE, ""));
  };
  hydrateRoot(
    element,
    <IslandRoot cache={cache} onHydrated={onHydrated}>
      <Component {...props} />
    </IslandRoot>,
    {
      identifierPrefix: element.dataset.idPrefix,
      onRecoverableError: (error) => console.error(`Ilha "${island.name}":`, error),
    },
  );
}
