import type { SiteContent } from "../engine/core/kinds/types";
import { blogInfo } from "./payloads/page-payloads";

/** Where the build writes the blog's RSS feed (prerender.ts) and where every page's head points to it. */
export const RSS_FEED_PATH = "/blog/rss.xml";

export interface FeedInfo {
  /** The same in the feed itself and in the pages' autodiscovery link, so readers show one name. */
  title: string;
  description: string;
}

/** The feed is the blog page's: its title and description, and the church's name. */
export function rssFeedInfo(content: SiteContent): FeedInfo {
  const blog = content.pages.find((page) => page.route === blogInfo(content).route);
  return {
    title: `${blogInfo(content).name} | ${content.site.name}`,
    description: blog?.page.description ?? content.site.description,
  };
}
