import { StrictMode, useEffect, type ReactNode } from "react";
import { CacheProvider, type EmotionCache } from "@emotion/react";

/** Renders nothing; its effect runs once the whole island has committed, i.e. once it is hydrated. */
function AfterCommit({ onCommit }: { onCommit: () => void }) {
  useEffect(onCommit, [onCommit]);
  return null;
}

/**
 * What surrounds an island, identically when the build renders it and when the browser hydrates it:
 * the same tree gives the same useId values and lets Emotion adopt the pre-rendered styles.
 */
export function IslandRoot({ cache, onHydrated, children }: { cache: EmotionCache; onHydrated?: () => void; children: ReactNode }) {
  return (
    <StrictMode>
      <CacheProvider value={cache}>{children}</CacheProvider>
      {onHydrated && <AfterCommit onCommit={onHydrated} />}
    </StrictMode>
  );
}
