import { useEffect } from "react";
import type { Site } from "@/types/generated/content";
import { canonicalUrl, fullPageTitle } from "@/content/seo";

export interface PageHead {
  route: string;
  title: string;
  description: string;
  ogType?: "website" | "article";
  /** The not-found page: not to be indexed, and it has no canonical address. */
  notFound?: boolean;
}

/** Sets an attribute on the head element the selector finds, creating the element when it is missing. */
function upsert(tag: "meta" | "link", key: [string, string], attribute: "content" | "href", value: string) {
  const selector = `${tag}[${key[0]}="${key[1]}"]`;
  let element = document.head.querySelector(selector);
  if (!element) {
    element = document.createElement(tag);
    element.setAttribute(key[0], key[1]);
    document.head.append(element);
  }
  element.setAttribute(attribute, value);
}

/**
 * The pre-rendered HTML has the full head of its page. After client navigation (or when a static
 * host's 404.html turns out to be a real page) the head must follow the page shown, or bookmarks
 * and shares would carry the old one. What only the build knows (the page's share-card crop, its
 * JSON-LD) is replaced by the site's own share card and dropped, rather than left describing
 * another page.
 */
export function usePageHead(site: Site, head: PageHead) {
  const { route, title, description, ogType = "website", notFound = false } = head;
  useEffect(() => {
    const fullTitle = fullPageTitle(title, site);
    if (document.title === fullTitle) return;
    document.title = fullTitle;
    const url = canonicalUrl(site, route);
    upsert("meta", ["name", "description"], "content", description);
    upsert("meta", ["property", "og:title"], "content", fullTitle);
    upsert("meta", ["property", "og:description"], "content", description);
    upsert("meta", ["property", "og:url"], "content", url);
    upsert("meta", ["property", "og:type"], "content", ogType);
    upsert("meta", ["property", "og:image"], "content", `${site.url}${site.seo.image.src}`);
    upsert("meta", ["property", "og:image:alt"], "content", site.seo.image.alt);
    for (const stale of document.head.querySelectorAll('script[type="application/ld+json"]')) stale.remove();
    if (notFound) {
      document.head.querySelector('link[rel="canonical"]')?.remove();
      upsert("meta", ["name", "robots"], "content", "noindex");
    } else {
      document.head.querySelector('meta[name="robots"]')?.remove();
      upsert("link", ["rel", "canonical"], "href", url);
    }
  }, [site, route, title, description, ogType, notFound]);
}
