import { matchRoutes, type RouteObject } from "react-router-dom";
import { loadBlocksOf } from "@/blocks/block-loader";
import { isPagePayload } from "@/content/page-payload";
import { routerBasename } from "@/lib/base-path";

/**
 * Before hydrating, resolves the lazy routes that match this address and loads the page's blocks,
 * so the first client render is synchronous and identical to the server's HTML.
 */
export async function loadRouteCode(routes: RouteObject[], payload: unknown): Promise<void> {
  const lazyMatches = (matchRoutes(routes, window.location, routerBasename) ?? []).filter((match) => typeof match.route.lazy === "function");
  await Promise.all([
    ...lazyMatches.map(async ({ route }) => {
      const lazy = route.lazy as () => Promise<Partial<RouteObject>>;
      Object.assign(route, { ...(await lazy()), lazy: undefined });
    }),
    isPagePayload(payload) ? loadBlocksOf(payload.page.sections) : undefined,
  ]);
}
