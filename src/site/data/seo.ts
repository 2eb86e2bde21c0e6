import type { Site } from "@/types/generated/content";

/** Browser tab and search title: the page's own title plus the site suffix, unless it already names the church. */
export function fullPageTitle(pageTitle: string, site: Site): string {
  return pageTitle.includes(site.name) ? pageTitle : `${pageTitle}${site.seo.titleSuffix}`;
}

export function canonicalUrl(site: Site, route: string): string {
  return route === "/" ? `${site.url}/` : `${site.url}${route}`;
}
