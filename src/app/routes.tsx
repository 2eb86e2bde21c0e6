import { replace, type RouteObject } from "react-router-dom";
import { loadBlocksOf } from "@/blocks/block-loader";
import { parsePostId } from "@/content/posts";
import { NOT_FOUND_SLUG, type ContentSource, type PagePayload, type PageRouteEntry } from "@/content/page-payload";
import { ErrorScreen } from "./error-screen";
import { SiteFrame } from "./layout/site-frame";
import { NotFoundView } from "./not-found-view";
import { PageLoading } from "./page-loading";
import { PageView } from "./page-view";

export const ROOT_ROUTE_ID = "root";
export const POST_ROUTE_ID = "post";

/** Route ids are stable strings so the server's loader data can hydrate the same routes in the browser. */
export function pageRouteId(slug: string): string {
  return `page:${slug}`;
}

/** A page's data and the code of the blocks it shows, fetched in parallel where possible. */
async function loadPageWithBlocks(source: ContentSource, slug: string): Promise<PagePayload> {
  const payload = await source.loadPage(slug);
  await loadBlocksOf(payload.page.sections);
  return payload;
}

/** One route per page file, plus the catch-all that shows the 404 page's content. */
export function createRoutes(source: ContentSource, pages: PageRouteEntry[]): RouteObject[] {
  const pageRoutes: RouteObject[] = pages
    .filter((entry) => entry.slug !== NOT_FOUND_SLUG)
    .map((entry) => ({
      id: pageRouteId(entry.slug),
      ...(entry.route === "/" ? { index: true } : { path: entry.route.slice(1) }),
      loader: () => loadPageWithBlocks(source, entry.slug),
      Component: PageView,
    }));
  return [
    {
      id: ROOT_ROUTE_ID,
      path: "/",
      Component: SiteFrame,
      ErrorBoundary: ErrorScreen,
      // Only the dev server renders without pre-rendered data; production always hydrates real HTML.
      HydrateFallback: PageLoading,
      children: [
        ...pageRoutes,
        {
          id: POST_ROUTE_ID,
          path: "blog/:id",
          // Unknown, zero, negative or non-numeric ids go back to the list, replacing the bad entry (spec).
          loader: async ({ params }) => {
            const id = parsePostId(params.id);
            const payload = id === null ? null : await source.loadPost(id);
            if (!payload) throw replace("/blog");
            return payload;
          },
          // Only post pages need the post view: its code loads with the post's data, not on every page.
          lazy: async () => ({ Component: (await import("./post/post-view")).PostView }),
        },
        { id: pageRouteId(NOT_FOUND_SLUG), path: "*", loader: () => loadPageWithBlocks(source, NOT_FOUND_SLUG), Component: NotFoundView },
      ],
    },
    // npm run dev only: the block gallery (/_blocos). Builds replace import.meta.env.DEV with false,
    // so neither this route nor its code reaches production (tests/e2e/dev-gallery.spec.ts).
    ...(import.meta.env.DEV
      ? [
          {
            path: "_blocos/:type?",
            ErrorBoundary: ErrorScreen,
            HydrateFallback: PageLoading,
            lazy: async () => {
              const { galleryLoader, GalleryRoute } = await import("./dev-gallery/gallery-route");
              return { loader: galleryLoader, Component: GalleryRoute };
            },
          },
        ]
      : []),
  ];
}
