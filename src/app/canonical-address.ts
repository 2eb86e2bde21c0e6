import type { RouteObject } from "react-router-dom";
import { NOT_FOUND_SLUG } from "@/content/page-payload";
import { routerBasename } from "@/lib/base-path";
import { routeRequestFor } from "./routes";

/** "/Sobre.html", "/sobre/", "//sobre", "/index.html" → "/sobre" or "/": the address the site links to. */
export function canonicalPath(path: string): string {
  const cleaned = path
    .replace(/\/{2,}/g, "/")
    .replace(/\/index\.html$/i, "/")
    .replace(/\.html$/i, "")
    .replace(/(.)\/+$/, "$1")
    .toLowerCase();
  return cleaned || "/";
}

/**
 * Static hosts serve a page under spellings the site never links to (sobre.html, a trailing slash,
 * capitals). Before the first render the address bar is set to the site's own spelling, but only
 * when that names a real page or post, so the page shown, its canonical link and the router agree;
 * any other address is left as typed for the 404 page to report.
 */
export function canonicalizeAddress(routes: RouteObject[]): void {
  const { pathname, search, hash } = window.location;
  const base = routerBasename === "/" ? "" : routerBasename;
  if (!pathname.toLowerCase().startsWith(base.toLowerCase())) return;
  const canonical = `${base}${canonicalPath(pathname.slice(base.length))}`;
  if (canonical === pathname) return;
  const request = routeRequestFor(routes, canonical);
  if (!request || (request.kind === "page" && request.slug === NOT_FOUND_SLUG)) return;
  window.history.replaceState(window.history.state, "", `${canonical}${search}${hash}`);
}
