import type { Site } from "../types/generated/content";
import type { LoadedPost } from "../engine/core/kinds/types";
import { RSS_FEED_PATH, type FeedInfo } from "./feed-info";
import { escapeHtml } from "./head-tags";

/** RSS 2.0 for /blog/rss.xml: absolute URLs, newest first, the key verse as each item's description. */
export function rssFeed(site: Site, posts: LoadedPost[], feed: FeedInfo): string {
  const blogUrl = `${site.url}/blog`;
  const items = posts.map((post) => {
    const url = `${site.url}/blog/${post.id}`;
    const published = new Date(`${post.date}T12:00:00-03:00`).toUTCString();
    return [
      "    <item>",
      `      <title>${escapeHtml(post.title)}</title>`,
      `      <link>${url}</link>`,
      `      <guid isPermaLink="true">${url}</guid>`,
      `      <pubDate>${published}</pubDate>`,
      `      <category>${escapeHtml(post.category)}</category>`,
      `      <dc:creator>${escapeHtml(post.author)}</dc:creator>`,
      `      <description>${escapeHtml(`“${post.excerpt}” (${post.versiculoChave})`)}</description>`,
      "    </item>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:atom="http://www.w3.org/2005/Atom">',
    "  <channel>",
    `    <title>${escapeHtml(feed.title)}</title>`,
    `    <link>${blogUrl}</link>`,
    `    <atom:link href="${site.url}${RSS_FEED_PATH}" rel="self" type="application/rss+xml" />`,
    `    <description>${escapeHtml(feed.description)}</description>`,
    "    <language>pt-BR</language>",
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
