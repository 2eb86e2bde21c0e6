import { useSyncExternalStore } from "react";

const subscribe = (onChange: () => void) => {
  window.addEventListener("popstate", onChange);
  window.addEventListener("hashchange", onChange);
  return () => {
    window.removeEventListener("popstate", onChange);
    window.removeEventListener("hashchange", onChange);
  };
};

/**
 * The address's query and hash, for an island. The pre-rendered HTML cannot know them, so they read
 * as empty while React hydrates (no mismatch) and take their real values right after.
 */
export function useAddress(): { search: string; hash: string } {
  const search = useSyncExternalStore(subscribe, () => window.location.search, () => "");
  const hash = useSyncExternalStore(subscribe, () => window.location.hash, () => "");
  return { search, hash };
}
