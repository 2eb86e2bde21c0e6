import { StrictMode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom";
import createEmotionServer from "@emotion/server/create-instance";
import type { Site } from "@/types/generated/content";
import { AppProviders, createEmotionCache } from "@/app/app-providers";
import { createRoutes, pageRouteId } from "@/app/routes";
import type { ContentSource, PageRouteEntry } from "@/content/page-payload";
import { routerBasename } from "@/lib/base-path";

export interface RenderedPage {
  html: string;
  styleTags: string;
  routeId: string;
  /** The matched route's loader data (a PagePayload or a PostPayload), embedded for hydration. */
  payload: unknown;
}

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString("utf8");
}

/** Renders one URL to HTML with the same routes the browser uses, fed from the build's content. */
export async function renderPage(url: string, site: Site, pages: PageRouteEntry[], source: ContentSource): Promise<RenderedPage> {
  // The same basename as the browser router, so links are written under a sub-folder base path too.
  const handler = createStaticHandler(createRoutes(source, pages), { basename: routerBasename });
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`Redirecionamento inesperado ao pré-renderizar ${url}`);
  if (context.errors) throw new Error(`Erro ao pré-renderizar ${url}: ${JSON.stringify(context.errors)}`);
  const leaf = context.matches[context.matches.length - 1];
  const routeId = leaf?.route.id ?? pageRouteId("404");
  const payload: unknown = context.loaderData[routeId];

  const cache = createEmotionCache();
  const emotion = createEmotionServer(cache);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProviders cache={cache} site={site}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
  const html = await streamToString(prelude);
  const styleTags = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  return { html, styleTags, routeId, payload };
}
