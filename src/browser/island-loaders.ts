import type { AnyIsland, IslandName } from "@/islands/island-definition";

type Loader = () => Promise<AnyIsland>;

/**
 * The browser's list of islands: each is its own chunk, fetched when an island of that name wakes.
 * `satisfies` makes an island without a loader (or a loader without an island) a compile error.
 */
export const islandLoaders = {
  "contact-form": () => import("@/blocks/contact-form/contact-form-island").then((module) => module.contactFormIsland),
  newsletter: () => import("@/blocks/newsletter/newsletter-island").then((module) => module.newsletterIsland),
  "post-list": () => import("@/blocks/post-list/post-list-island").then((module) => module.postListIsland),
} satisfies Record<IslandName, Loader>;
