import { churchRoute } from "../../../src/lib/churches";
import { eventRoute } from "../../../src/lib/calendar";
import { content } from "./content";
import { sermonArchiveRoutes } from "../../../src/build/payloads/sermon-payloads";
import { sermonRoute } from "../../../src/engine/core/kinds/sermons-kind";
import { siteWords } from "../../../src/site/data/site-words";

export interface SiteRoute {
  /** Where the test goes; the not-found page is reached through a path that does not exist. */
  path: string;
  /** The page's canonical route ("/sobre"); null for the not-found page, which has none. */
  canonical: string | null;
  status: 200 | 404;
}

/** A path no content defines: the host answers it with 404.html and status 404. */
export const MISSING_PATH = "/esta-pagina-nao-existe";

/** Every sermon's page and every series', preacher's and book's page of the content under test. */
export function sermonRoutes(): { sermons: string[]; archives: string[] } {
  return { sermons: content.sermons.map((sermon) => sermonRoute(sermon.slug)), archives: sermonArchiveRoutes(content).map((filter) => filter.route) };
}

/**
 * Every page file, every church's and event's page, every post, every sermon and archive page and the 404 page of the
 * content under test, so a new page, church, event, post or sermon is tested without touching the tests.
 */
export function siteRoutes(): SiteRoute[] {
  const pages = content.pages.filter((page) => page.slug !== "404").map((page) => page.route);
  const churches = content.churches.map((church) => churchRoute(church.slug));
  const events = content.events.map((event) => eventRoute(event.slug));
  const posts = content.posts.map((post) => `/blog/${post.id}`).sort();
  const { sermons, archives } = sermonRoutes();
  return [
    ...pages.map((path) => ({ path, canonical: path, status: 200 as const })),
    ...churches.map((path) => ({ path, canonical: path, status: 200 as const })),
    ...events.map((path) => ({ path, canonical: path, status: 200 as const })),
    ...posts.map((path) => ({ path, canonical: path, status: 200 as const })),
    ...[...sermons, ...archives].map((path) => ({ path, canonical: path, status: 200 as const })),
    { path: MISSING_PATH, canonical: null, status: 404 },
  ];
}

/** site.json of the content under test. */
export const SITE = content.site;

/** site.json's public address (without a final slash), which canonical and og:image URLs start with. */
export const SITE_URL = content.site.url.replace(/\/$/, "");

/** How many items a collection holds. */
export function collectionSize(collection: "events" | "churches" | "ministries" | "testimonies" | "posts" | "sermons"): number {
  return content[collection].length;
}

/** The frame's words of the content under test (site.json's `words` over the schema's defaults), as the build reads them. */
export const WORDS = siteWords(SITE);
