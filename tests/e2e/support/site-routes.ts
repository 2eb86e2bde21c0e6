import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const contentDir = join(import.meta.dirname, "../../../site-content");

export interface SiteRoute {
  /** Where the test goes; the not-found page is reached through a path that does not exist. */
  path: string;
  /** The page's canonical route ("/sobre"); null for the not-found page, which has none. */
  canonical: string | null;
  status: 200 | 404;
}

/** A path no content defines: the host answers it with 404.html and status 404. */
export const MISSING_PATH = "/esta-pagina-nao-existe";

/**
 * Every page file, every post and the 404 page, read from site-content/ so a new page or post is
 * tested without touching the tests (the same naming rule as the loader: inicio.json is "/").
 */
export function siteRoutes(): SiteRoute[] {
  const pages = readdirSync(join(contentDir, "pages"))
    .filter((file) => file.endsWith(".json"))
    .map((file) => file.replace(/\.json$/, ""))
    .sort();
  const posts = readdirSync(join(contentDir, "posts"))
    .filter((file) => file.endsWith(".json"))
    .map((file) => (JSON.parse(readFileSync(join(contentDir, "posts", file), "utf8")) as { id: number }).id)
    .sort((a, b) => a - b);
  return [
    ...pages.filter((slug) => slug !== "404").map((slug) => (slug === "inicio" ? "/" : `/${slug}`)).map((path) => ({ path, canonical: path, status: 200 as const })),
    ...posts.map((id) => ({ path: `/blog/${id}`, canonical: `/blog/${id}`, status: 200 as const })),
    { path: MISSING_PATH, canonical: null, status: 404 },
  ];
}

/** The parts of site.json the tests compare against. */
export const SITE = JSON.parse(readFileSync(join(contentDir, "site.json"), "utf8")) as { url: string; nav: { label: string; href: string }[] };

/** site.json's public address, which canonical and og:image URLs start with. */
export const SITE_URL = SITE.url;

/** How many files a collection folder holds (site-content/events, site-content/churches...). */
export function collectionSize(folder: string): number {
  return readdirSync(join(contentDir, folder)).filter((file) => file.endsWith(".json")).length;
}
