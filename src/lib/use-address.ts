import { useSyncExternalStore } from "react";

/** Sent after an island changes the address itself (pushState fires no event of its own). */
const ADDRESS_CHANGED = "monte-calvario:endereco";

const subscribe = (onChange: () => void) => {
  const events = ["popstate", "hashchange", ADDRESS_CHANGED];
  for (const type of events) window.addEventListener(type, onChange);
  return () => {
    for (const type of events) window.removeEventListener(type, onChange);
  };
};

/**
 * The address's query and hash, for an island. The pre-rendered HTML cannot know them, so they read
 * as empty while React hydrates (no mismatch) and take their real values right after.
 */
export function useAddress(): { search: string; hash: string } {
  const search = useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => "",
  );
  const hash = useSyncExternalStore(
    subscribe,
    () => window.location.hash,
    () => "",
  );
  return { search, hash };
}

/** Adds an entry to the history and tells every useAddress about it. */
export function pushAddress(url: URL): void {
  window.history.pushState(window.history.state, "", url);
  window.dispatchEvent(new Event(ADDRESS_CHANGED));
}

/** Changes the address without a new history entry (Back still leaves the page) and tells every useAddress. */
export function replaceAddress(url: URL): void {
  window.history.replaceState(window.history.state, "", url);
  window.dispatchEvent(new Event(ADDRESS_CHANGED));
}
