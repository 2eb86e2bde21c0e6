import { useSyncExternalStore } from "react";
import { CATEGORY_PARAM } from "@/content/posts";

const CHANGE_EVENT = "monte-calvario:categoria";

function subscribe(onChange: () => void): () => void {
  window.addEventListener("popstate", onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener("popstate", onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

/**
 * The address's query, read on load and followed through the back button; choosing a category adds
 * an entry to the history (?category=Fé) and "Todos" removes the parameter. While React hydrates it
 * reads as empty, like the pre-rendered list, so hydration never sees a mismatch; the real query follows at once.
 */
export function useCategoryQuery(): [URLSearchParams, (category: string | null) => void] {
  const search = useSyncExternalStore(subscribe, () => window.location.search, () => "");
  const choose = (category: string | null) => {
    const url = new URL(window.location.href);
    url.search = category ? new URLSearchParams({ [CATEGORY_PARAM]: category }).toString() : "";
    window.history.pushState(window.history.state, "", url);
    window.dispatchEvent(new Event(CHANGE_EVENT));
  };
  return [new URLSearchParams(search), choose];
}
