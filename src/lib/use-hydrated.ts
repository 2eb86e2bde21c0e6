import { useSyncExternalStore } from "react";

const subscribe = () => () => undefined;

/**
 * False while React hydrates the pre-rendered HTML, true afterwards. Anything that depends on the
 * URL's query (unknown at build time) waits for it, so hydration never sees a mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, () => true, () => false);
}
