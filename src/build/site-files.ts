import type { SiteContent } from "../engine/core/kinds/types";
import { canonicalUrl } from "../site/data/seo";
import { churchRoute } from "../lib/churches";
import { sermonRoute } from "../engine/core/kinds/sermons-kind";
import { eventRoute } from "../lib/calendar";

/** Every public page, church, event, post and sermon and the sermons' archive pages, for search engines (the 404 page is not a page to index). */
export function sitemapXml(content: SiteContent, archiveRoutes: readonly string[] = []): string {
  const { site } = content;
  const pages = content.pages
    .filter((page) => page.route !== "/404")
    .map((page) => ({ loc: canonicalUrl(site, page.route), lastmod: undefined as string | undefined }));
  const churches = content.churches.map((church) => ({ loc: canonicalUrl(site, churchRoute(church.slug)), lastmod: undefined as string | undefined }));
  const events = content.events.map((event) => ({ loc: canonicalUrl(site, eventRoute(event.slug)), lastmod: undefined as string | undefined }));
  const posts = content.posts.map((post) => ({ loc: `${site.url}/blog/${post.id}`, lastmod: post.date }));
  const sermons = content.sermons.map((sermon) => ({ loc: canonicalUrl(site, sermonRoute(sermon.slug)), lastmod: sermon.date }));
  const archives = archiveRoutes.map((route) => ({ loc: canonicalUrl(site, route), lastmod: undefined as string | undefined }));
  const urls = [...pages, ...churches, ...events, ...posts, ...sermons, ...archives].map(
    ({ loc, lastmod }) => `  <url><loc>${loc}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</url>`,
  );
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, "</urlset>", ""].join("\n");
}

export function robotsTxt(content: SiteContent): string {
  return ["User-agent: *", "Allow: /", "", `Sitemap: ${content.site.url}/sitemap.xml`, ""].join("\n");
}

export function webManifest(content: SiteContent, base: string): string {
  const { site } = content;
  const icon = (src: string, size: number, purpose = "any") => ({ src: `${base}${src}`, sizes: `${size}x${size}`, type: "image/png", purpose });
  return JSON.stringify(
    {
      name: site.name,
      short_name: site.shortName,
      description: site.description,
      lang: "pt-BR",
      start_url: base,
      scope: base,
      display: "standalone",
      // The splash screen and the bar of the installed app, in the church's colours (site.json's theme).
      background_color: site.theme.colors.surface,
      theme_color: site.theme.colors.brand,
      icons: [icon("icon-192.png", 192), icon("icon-512.png", 512), icon("icon-maskable-512.png", 512, "maskable")],
    },
    null,
    2,
  );
}

/** The small files a static host serves beside the pages. */
export function siteFiles(content: SiteContent, base: string, archiveRoutes: readonly string[] = []): Record<string, string> {
  return {
    "sitemap.xml": sitemapXml(content, archiveRoutes),
    "robots.txt": robotsTxt(content),
    "site.webmanifest": webManifest(content, base),
  };
}
