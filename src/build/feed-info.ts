import type { Site } from "../types/generated/content";

/** Where the build writes the blog's RSS feed (prerender.ts) and where every page's head points to it. */
export const RSS_FEED_PATH = "/blog/rss.xml";

/** The feed's name, the same in the feed itself and in the pages' autodiscovery link, so readers show one name. */
export function rssFeedTitle(site: Site): string {
  return `Mês Profético | ${site.name}`;
}
