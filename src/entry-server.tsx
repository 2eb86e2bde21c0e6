import { StrictMode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { StaticRouter } from "react-router-dom";
import createEmotionServer from "@emotion/server/create-instance";
import type { Site } from "@/types/generated/content";
import { App } from "@/app/app";
import { AppProviders, createEmotionCache } from "@/app/app-providers";
import type { AppData } from "@/app/hydration-data";
import { fullNavMinWidth } from "@/app/layout/nav-fit";
import { RouteDataProvider } from "@/app/route-data/route-data-context";
import { RouteDataStore } from "@/app/route-data/route-data-store";
import { loadRequest, requestKey } from "@/app/route-data/route-requests";
import { createRoutes, routeRequestFor } from "@/app/routes";
import type { ContentSource, PageRouteEntry } from "@/content/page-payload";
import { routerBasename } from "@/lib/base-path";

export interface RenderedPage {
  html: string;
  styleTags: string;
  /** Which data the page was rendered with ("page:sobre", "post:9"), embedded for hydration. */
  dataKey: string;
  /** That data (a PagePayload or a PostPayload). */
  payload: unknown;
  /** What every page embeds for the app (hydration-data.ts). */
  app: AppData;
}

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString("utf8");
}

/** Renders one URL to HTML with the same routes the browser uses, fed from the build's content. */
export async function renderPage(url: string, site: Site, pages: PageRouteEntry[], source: ContentSource): Promise<RenderedPage> {
  const routes = createRoutes(pages);
  const { pathname } = new URL(url);
  const request = routeRequestFor(routes, pathname);
  if (!request) throw new Error(`Nenhum conteúdo corresponde a ${pathname}: não há o que pré-renderizar`);
  // Data and code are loaded before rendering, as the browser does before hydrating: nothing suspends.
  const payload = await loadRequest(source, request);
  if (payload === null) throw new Error(`Nenhum artigo corresponde a ${pathname}`);
  const store = new RouteDataStore();
  const dataKey = requestKey(request);
  store.seed(dataKey, payload);

  const app: AppData = { site, pageRoutes: pages, fullNavMinWidth: fullNavMinWidth(site) };
  const cache = createEmotionCache();
  const emotion = createEmotionServer(cache);
  // React would quietly leave a failed part for the browser to render: a build must fail instead.
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProviders cache={cache} site={site} fullNavMinWidth={app.fullNavMinWidth}>
        <RouteDataProvider store={store} source={source}>
          {/* The same basename as the browser router, so links are written under a sub-folder base path too. */}
          <StaticRouter basename={routerBasename} location={pathname}>
            <App routes={routes} />
          </StaticRouter>
        </RouteDataProvider>
      </AppProviders>
    </StrictMode>,
    {
      onError: (error) => void errors.push(error),
      // A large Suspense boundary would otherwise be sent apart and put in place by an inline script,
      // which the Content-Security-Policy (script-src 'self') forbids: keep every page one piece of HTML.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  const html = await streamToString(prelude);
  if (errors.length) throw new Error(`Erro ao pré-renderizar ${pathname}: ${String(errors[0])}`, { cause: errors[0] });
  if (html.includes("<script")) throw new Error(`${pathname}: o HTML pré-renderizado traz um <script>, que a política de segurança bloquearia`);
  const styleTags = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  return { html, styleTags, dataKey, payload, app };
}
