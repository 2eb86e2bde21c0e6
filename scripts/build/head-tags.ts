import type { Site } from "../../src/types/generated/content";
import type { PagePayload } from "../../src/content/page-payload";
import { canonicalUrl, fullPageTitle } from "../../src/content/seo";

export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** JSON-LD is data, not script: "<" is escaped so no text can end the element early. */
export function jsonLdTag(data: unknown): string {
  return `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, "\\u003c")}</script>`;
}

/** Title, description, canonical and share cards for one page, absolute URLs from site.json. */
export function headTags(site: Site, payload: PagePayload, extraJsonLd: unknown[]): string {
  const { page, route } = payload;
  const title = fullPageTitle(page.title, site);
  const url = canonicalUrl(site, route);
  const image = page.image ?? site.seo.image;
  const imageUrl = `${site.url}${image.src}`;
  const isNotFound = route === "/404";
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(page.description)}" />`,
    isNotFound ? `<meta name="robots" content="noindex" />` : `<link rel="canonical" href="${url}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:locale" content="pt_BR" />`,
    `<meta property="og:site_name" content="${escapeHtml(site.name)}" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(page.description)}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta property="og:image" content="${imageUrl}" />`,
    `<meta property="og:image:alt" content="${escapeHtml(image.alt)}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    ...extraJsonLd.map(jsonLdTag),
  ];
  return tags.join("\n    ");
}
