import type { AnyIsland, IslandName } from "@/site/islands/island-definition";
import { DRAFT_KEY, SUBJECT_PARAM } from "@/site/blocks/contact-form/contact-address";
import { PRAYER_DRAFT_KEY } from "@/site/blocks/prayer-request/prayer-address";
import { CATEGORY_PARAM } from "@/lib/post-address";

export interface IslandLoader {
  /** Fetches the island's own chunk. */
  load: () => Promise<AnyIsland>;
  /**
   * Whether this visit needs the island awake as the page opens, whatever it declares: the address or
   * what the visitor left in the tab changes what it shows (a filtered list, a restored draft).
   */
  wakeAtOnce?: () => boolean;
}

const addressHas = (param: string) => new URLSearchParams(window.location.search).has(param);

function hasStored(key: string): boolean {
  try {
    return sessionStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}

/**
 * The browser's list of islands: each is its own chunk, fetched when an island of that name wakes.
 * `satisfies` makes an island without a loader (or a loader without an island) a compile error.
 */
export const islandLoaders = {
  "contact-form": {
    load: () => import("@/site/blocks/contact-form/contact-form-island").then((module) => module.contactFormIsland),
    wakeAtOnce: () => addressHas(SUBJECT_PARAM) || hasStored(DRAFT_KEY),
  },
  newsletter: { load: () => import("@/site/blocks/newsletter/newsletter-island").then((module) => module.newsletterIsland) },
  "post-list": {
    load: () => import("@/site/blocks/post-list/post-list-island").then((module) => module.postListIsland),
    wakeAtOnce: () => addressHas(CATEGORY_PARAM),
  },
  "prayer-request": {
    load: () => import("@/site/blocks/prayer-request/prayer-request-island").then((module) => module.prayerRequestIsland),
    wakeAtOnce: () => hasStored(PRAYER_DRAFT_KEY),
  },
} satisfies Record<IslandName, IslandLoader>;
