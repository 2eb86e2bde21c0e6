import type { Image, Site } from "../types/generated/content";
import { canonicalUrl, fullPageTitle } from "../site/data/seo";
import { RSS_FEED_PATH } from "./feed-info";

export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** JSON-LD is data, not script: "<" is escaped so no text can end the element early. */
export function jsonLdTag(data: unknown): string {
  return `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, "\\u003c")}</script>`;
}

export interface HeadInfo {
  title: string;
  description: string;
  route: string;
  /** The share card; width and height are announced so the first share of a link already shows it. */
  image?: Image & { width?: number; height?: number };
  ogType?: "website" | "article";
  noindex?: boolean;
  /** Written after <main> by render-document.ts, not in the head: it is not for the first screen. */
  jsonLd?: unknown[];
  /** The blog feed's name (feed-info.ts). */
  feedTitle: string;
}

/** Title, description, canonical and share cards for one page, absolute URLs from site.json. */
export function headTags(site: Site, head: HeadInfo): string {
  const title = fullPageTitle(head.title, site);
  const url = canonicalUrl(site, head.route);
  const image: NonNullable<HeadInfo["image"]> = head.image ?? site.seo.image;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    // The browser's bar in the church's colour (site.json's theme).
    `<meta name="theme-color" content="${site.theme.colors.brand}" />`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    head.noindex ? `<meta name="robots" content="noindex" />` : `<link rel="canonical" href="${url}" />`,
    `<meta property="og:type" content="${head.ogType ?? "website"}" />`,
    `<meta property="og:locale" content="pt_BR" />`,
    `<meta property="og:site_name" content="${escapeHtml(site.name)}" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta property="og:image" content="${site.url}${image.src}" />`,
    ...(image.width && image.height
      ? [`<meta property="og:image:width" content="${image.width}" />`, `<meta property="og:image:height" content="${image.height}" />`]
      : []),
    `<meta property="og:image:alt" content="${escapeHtml(image.alt)}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    // Feed readers and browser extensions find the blog from any page, the way visitors arrive.
    `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(head.feedTitle)}" href="${site.url}${RSS_FEED_PATH}" />`,
  ];
  return tags.join("\n    ");
}
