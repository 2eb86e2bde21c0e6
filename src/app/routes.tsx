import { lazy, Suspense } from "react";
import { matchRoutes, type RouteObject } from "react-router-dom";
import { parsePostId } from "@/content/posts";
import { NOT_FOUND_SLUG, type PageRouteEntry } from "@/content/page-payload";
import { routerBasename } from "@/lib/base-path";
import { SiteFrame } from "./layout/site-frame";
import { NotFoundView } from "./not-found-view";
import { PageLoading } from "./page-loading";
import { PageRoute } from "./page-view";
import { PostRoute } from "./post/post-route";
import type { RouteRequest } from "./route-data/route-requests";

/** What each route needs, told to routeRequestFor through the route's `handle`. */
type RouteHandle = { page: string } | { post: true };
const pageHandle = (slug: string): RouteHandle => ({ page: slug });

// npm run dev only (/_blocos). Builds replace import.meta.env.DEV with false, so neither this route
// nor its code reaches production (tests/e2e/dev-gallery.spec.ts).
const GalleryRoute = import.meta.env.DEV ? lazy(() => import("./dev-gallery/gallery-route").then((module) => ({ default: module.GalleryRoute }))) : null;

/** One route per page file, the posts, and the catch-all that shows the 404 page's content. */
export function createRoutes(pages: PageRouteEntry[]): RouteObject[] {
  const pageRoutes: RouteObject[] = pages
    .filter((entry) => entry.slug !== NOT_FOUND_SLUG)
    .map((entry) => ({
      handle: pageHandle(entry.slug),
      ...(entry.route === "/" ? { index: true } : { path: entry.route.slice(1) }),
      element: <PageRoute slug={entry.slug} />,
    }));
  const routes: RouteObject[] = [
    {
      path: "/",
      element: <SiteFrame />,
      children: [
        ...pageRoutes,
        { handle: { post: true } satisfies RouteHandle, path: "blog/:id", element: <PostRoute /> },
        { handle: pageHandle(NOT_FOUND_SLUG), path: "*", element: <NotFoundView /> },
      ],
    },
  ];
  if (GalleryRoute) {
    routes.push({
      path: "_blocos/:type?",
      element: (
        <Suspense fallback={<PageLoading />}>
          <GalleryRoute />
        </Suspense>
      ),
    });
  }
  return routes;
}

/**
 * The data an address needs, or null when it needs none it could be pre-rendered with (an invalid
 * post id, which redirects). Used to embed data in the HTML and to check it before hydrating.
 */
export function routeRequestFor(routes: RouteObject[], pathname: string): RouteRequest | null {
  const leaf = matchRoutes(routes, pathname, routerBasename)?.at(-1);
  const handle = leaf?.route.handle as RouteHandle | undefined;
  if (!leaf || !handle) return null;
  if ("page" in handle) return { kind: "page", slug: handle.page };
  const postId = parsePostId(leaf.params.id);
  return postId === null ? null : { kind: "post", id: postId };
}
