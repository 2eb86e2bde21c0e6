import { useEffect } from "react";
import type { Site } from "@/types/generated/content";
import { canonicalUrl, fullPageTitle } from "@/content/seo";

function setMeta(selector: string, attribute: "content" | "href", value: string) {
  document.head.querySelector(selector)?.setAttribute(attribute, value);
}

/**
 * The pre-rendered HTML already has the full head; after client-side navigation the tab title,
 * description and canonical must follow the page, or shares and bookmarks would carry the old ones.
 */
export function usePageHead(site: Site, route: string, title: string, description: string) {
  useEffect(() => {
    const fullTitle = fullPageTitle(title, site);
    if (document.title === fullTitle) return;
    document.title = fullTitle;
    setMeta('meta[name="description"]', "content", description);
    setMeta('meta[property="og:title"]', "content", fullTitle);
    setMeta('meta[property="og:description"]', "content", description);
    setMeta('meta[property="og:url"]', "content", canonicalUrl(site, route));
    setMeta('link[rel="canonical"]', "href", canonicalUrl(site, route));
  }, [site, route, title, description]);
}
