import { CATEGORY_PARAM } from "@/site/data/posts";
import { pushAddress, useAddress } from "@/lib/use-address";

/**
 * The address's query, read on load and followed through the back button; choosing a category adds
 * an entry to the history (?category=Fé) and "Todos" removes the parameter. While React hydrates it
 * reads as empty, like the pre-rendered list (useAddress), so hydration never sees a mismatch.
 */
export function useCategoryQuery(): [URLSearchParams, (category: string | null) => void] {
  const { search } = useAddress();
  const choose = (category: string | null) => {
    const url = new URL(window.location.href);
    url.search = category ? new URLSearchParams({ [CATEGORY_PARAM]: category }).toString() : "";
    pushAddress(url);
  };
  return [new URLSearchParams(search), choose];
}
