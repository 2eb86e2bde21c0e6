import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router-dom";
import { pageRoutes, site } from "virtual:site-content";
import { AppProviders, createEmotionCache } from "@/app/app-providers";
import { readRouteData } from "@/app/hydration-data";
import { createRoutes } from "@/app/routes";
import { fetchSource } from "@/content/fetch-source";
import { routerBasename } from "@/lib/base-path";
import "./fonts.css";

const routeData = readRouteData();
const router = createBrowserRouter(createRoutes(fetchSource, pageRoutes), {
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
else createRoot(container).render(app);
