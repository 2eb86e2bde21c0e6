import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import { App } from "@/app/app";
import { AppProviders, createEmotionCache } from "@/app/app-providers";
import { canonicalizeAddress } from "@/app/canonical-address";
import { readRouteData, type AppData } from "@/app/hydration-data";
import { RouteDataProvider } from "@/app/route-data/route-data-context";
import { RouteDataStore } from "@/app/route-data/route-data-store";
import { loadCodeFor, requestKey } from "@/app/route-data/route-requests";
import { createRoutes, routeRequestFor } from "@/app/routes";
import { fetchSource } from "@/content/fetch-source";
import { routerBasename } from "@/lib/base-path";
import "./fonts.css";

/** Every built page embeds the app's data; only the dev server's empty shell needs it from the content plugin. */
async function appData(embedded: AppData | undefined): Promise<AppData> {
  if (embedded) return embedded;
  if (import.meta.env.DEV) return import("virtual:site-content");
  throw new Error("A página não trouxe os dados do site (#route-data).");
}

/**
 * Hydration must render exactly what was pre-rendered, so the code the page needs (its blocks, the
 * post view) is loaded first: the HTML lists it as modulepreload, so it is usually cached already.
 * Not a top-level await: block chunks import shared code from this chunk, and a top-level await here
 * would keep this module from finishing, so those imports would wait forever.
 */
async function start() {
  const embedded = readRouteData();
  const { site, pageRoutes, fullNavMinWidth } = await appData(embedded?.app);
  const routes = createRoutes(pageRoutes);
  canonicalizeAddress(routes);
  const request = routeRequestFor(routes, window.location.pathname);
  // A static host answers unknown addresses with 404.html. When the app knows better (/blog/abc is a
  // post route that redirects to /blog), that HTML is not this address's: render fresh instead of hydrating.
  const hydrating = embedded !== null && request !== null && embedded.dataKey === requestKey(request);

  const store = new RouteDataStore();
  if (hydrating) {
    await loadCodeFor(request, embedded.payload);
    store.seed(embedded.dataKey, embedded.payload);
  }
  const app = (
    <StrictMode>
      <AppProviders cache={createEmotionCache()} site={site} fullNavMinWidth={fullNavMinWidth}>
        <RouteDataProvider store={store} source={fetchSource}>
          <BrowserRouter basename={routerBasename}>
            <App routes={routes} />
          </BrowserRouter>
        </RouteDataProvider>
      </AppProviders>
    </StrictMode>
  );
  const container = document.getElementById("app") as HTMLElement;

  // Pre-rendered pages hydrate; the Vite dev server serves an empty shell that renders from scratch.
  // As a transition, hydration yields to the browser between components, so the largest image or
  // heading can paint and a tap can be handled while the page's code takes over (TBT, LCP).
  if (hydrating) startTransition(() => void hydrateRoot(container, app));
  else {
    container.replaceChildren();
    createRoot(container).render(app);
  }
}

void start();
