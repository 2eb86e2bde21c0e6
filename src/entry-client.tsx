import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter, matchRoutes, RouterProvider } from "react-router-dom";
import { pageRoutes, site } from "virtual:site-content";
import { AppProviders, createEmotionCache } from "@/app/app-providers";
import { readRouteData } from "@/app/hydration-data";
import { loadRouteCode } from "@/app/load-route-code";
import { createRoutes } from "@/app/routes";
import { fetchSource } from "@/content/fetch-source";
import { routerBasename } from "@/lib/base-path";
import "./fonts.css";

const routes = createRoutes(fetchSource, pageRoutes);
const embedded = readRouteData();
// A static host answers unknown addresses with 404.html. When the app knows better (/blog/abc is a
// post route that redirects to /blog), that HTML is not this route's: render fresh instead of hydrating.
const leafId = matchRoutes(routes, window.location, routerBasename)?.at(-1)?.route.id;
const routeData = embedded && embedded.routeId === leafId ? embedded : null;

/**
 * Hydration must render exactly what was pre-rendered, so the code of lazy routes and of the page's
 * blocks is loaded first (the HTML lists it as modulepreload, so it is usually cached already).
 * Not a top-level await: block chunks import shared code from this chunk, and a top-level await here
 * would keep this module from finishing, so those imports would wait forever.
 */
async function start() {
  if (routeData) await loadRouteCode(routes, routeData.payload);

  const router = createBrowserRouter(routes, {
    basename: routerBasename,
    hydrationData: routeData ? { loaderData: { [routeData.routeId]: routeData.payload } } : undefined,
  });
  const app = (
    <StrictMode>
      <AppProviders cache={createEmotionCache()} site={site}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  const container = document.getElementById("app") as HTMLElement;

  // Pre-rendered pages hydrate; the Vite dev server serves an empty shell that renders from scratch.
  if (routeData) hydrateRoot(container, app);
  else {
    container.replaceChildren();
    createRoot(container).render(app);
  }
}

void start();
