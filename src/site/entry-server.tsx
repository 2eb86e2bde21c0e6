import { StrictMode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import createEmotionServer from "@emotion/server/create-instance";
import type { Image, Site } from "@/types/generated/content";
import type { ChurchEntry } from "@/types/content-entries";
import type { BuildFile } from "@/site/data/calendar-files";
import { AppProviders } from "@/site/app/app-providers";
import { SiteFrame } from "@/site/app/layout/site-frame";
import { PageView } from "@/site/app/page-view";
import { PostView } from "@/site/app/post/post-view";
import { ChurchView } from "@/site/app/church/church-view";
import type { ChurchPayload } from "@/site/data/church-page";
import { EventView } from "@/site/app/event/event-view";
import type { EventPayload } from "@/site/data/event-page";
import type { CollectionKey, PageCollections, PagePayload } from "@/site/data/page-payload";
import { blockRegistry, type Block, type BlockType } from "@/site/blocks/registry";
import type { BlockDefinition } from "@/site/blocks/block-definition";
import type { PostPayload } from "@/site/data/posts";
import type { SermonGroupPayload, SermonPayload } from "@/site/data/sermons";
import { SermonView } from "@/site/app/sermon/sermon-view";
import { SermonGroupView } from "@/site/app/sermon/sermon-group-view";
import { createEmotionCache } from "@/site/islands/emotion-cache";
import { withoutUnusedToasts } from "@/site/components/toast/unused-toasts";
import type { SearchControl, SearchEntry } from "@/lib/search/search-data";

/** What one HTML file shows: a content page (the 404 page too), a post, a church, an event, a sermon, or a series', preacher's or book's sermons. */
export type PageToRender =
  | { kind: "page"; payload: PagePayload }
  | { kind: "post"; payload: PostPayload }
  | { kind: "church"; payload: ChurchPayload }
  | { kind: "event"; payload: EventPayload }
  | { kind: "sermon"; payload: SermonPayload }
  | { kind: "sermon-group"; payload: SermonGroupPayload };

function View({ view }: { view: PageToRender }) {
  switch (view.kind) {
    case "page":
      return <PageView payload={view.payload} />;
    case "post":
      return <PostView payload={view.payload} />;
    case "church":
      return <ChurchView payload={view.payload} />;
    case "event":
      return <EventView payload={view.payload} />;
    case "sermon":
      return <SermonView payload={view.payload} />;
    case "sermon-group":
      return <SermonGroupView payload={view.payload} />;
  }
}

export interface FrameData {
  site: Site;
  /** The sede (the church marked "headquarters": true), whose times and address the frame shows. */
  mainChurch?: ChurchEntry;
  /** From nav-fit.ts, worked out by the build from site.json. */
  fullNavMinWidth: number;
  /** The route the page is published at ("/sobre", "/blog/9"). */
  path: string;
  /** The header's search button, when the site has a search page (searchPageOf). */
  search?: SearchControl;
  /** The instant the build publishes for (build-stamp.ts); a render outside a build (a test) is for now. */
  builtAt?: Date;
}

export interface RenderedPage {
  html: string;
  styleTags: string;
}

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString("utf8");
}

/** The only scripts a page may carry are inert data: its islands' props (type="application/json"). */
function hasExecutableScript(html: string): boolean {
  return [...html.matchAll(/<script\b([^>]*)>/gi)].some((match) => !/\btype="application\/json"/.test(match[1] ?? ""));
}

/** Renders one page to HTML, with Emotion's critical CSS for it. Islands render inside (src/site/islands/island.tsx). */
export async function renderPage(view: PageToRender, frame: FrameData): Promise<RenderedPage> {
  const cache = createEmotionCache();
  const emotion = createEmotionServer(cache);
  // React would quietly leave a failed part for the browser to render: a build must fail instead.
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProviders
        cache={cache}
        site={frame.site}
        mainChurch={frame.mainChurch}
        fullNavMinWidth={frame.fullNavMinWidth}
        path={frame.path}
        search={frame.search}
        builtAt={frame.builtAt}
      >
        <SiteFrame>
          <View view={view} />
        </SiteFrame>
      </AppProviders>
    </StrictMode>,
    {
      onError: (error) => void errors.push(error),
      // A large Suspense boundary would otherwise be sent apart and put in place by an inline script,
      // which the Content-Security-Policy (script-src 'self') forbids: keep every page one piece of HTML.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  const html = withoutUnusedToasts(await streamToString(prelude));
  if (errors.length) throw new Error(`Erro ao pré-renderizar ${frame.path}: ${String(errors[0])}`, { cause: errors[0] });
  if (hasExecutableScript(html)) throw new Error(`${frame.path}: o HTML pré-renderizado traz um <script>, que a política de segurança bloquearia`);
  const styleTags = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  return { html, styleTags };
}

function definitionOf(type: string): BlockDefinition<BlockType> | undefined {
  return Object.hasOwn(blockRegistry, type) ? (blockRegistry[type as BlockType] as unknown as BlockDefinition<BlockType>) : undefined;
}

/** The collections a block type reads, as its definition names them (src/build/payloads/page-payloads.ts). */
export function collectionsOf(type: string): readonly CollectionKey[] {
  return definitionOf(type)?.collections ?? [];
}

/** The cards a block type shows that the pencils open one by one, as its definition names them (src/build/payloads/pencil-map.ts). */
export function cardsOf(type: string): BlockDefinition<BlockType>["cards"] {
  return definitionOf(type)?.cards;
}

/** The page's own facts that its blocks' head and outputs read (docs/architecture.md, "The block definition"). */
export interface PageContext {
  site: Site;
  /** The page's canonical address. */
  pageUrl: string;
  pageImage: Image;
}

/** What a page's blocks add to its <head> (a hero's image preload), in section order. */
export function blockHeads(payload: PagePayload, html: string, page: PageContext): { links: string[]; jsonLd: unknown[] } {
  const heads = payload.page.sections.map(
    (block: Block, position) => definitionOf(block.type)?.head?.({ block, position, collections: payload.collections, html, ...page }) ?? {},
  );
  return { links: heads.flatMap((head) => head.links ?? []), jsonLd: heads.flatMap((head) => head.jsonLd ?? []) };
}

/** The files a page's blocks add to the built site (the agenda's .ics files). */
export function blockOutputs(payload: PagePayload, site: Site, builtAt: Date): BuildFile[] {
  return payload.page.sections.flatMap((block: Block) => definitionOf(block.type)?.outputs?.({ block, site, collections: payload.collections, builtAt }) ?? []);
}

/** One section of a page as the site's search sees it: its things found by name, and the fields that hold them. */
export interface SectionSearch {
  section: Block;
  items: SearchEntry[];
  itemFields: readonly string[];
}

/** What each section of a page adds to the search, in order (docs/architecture.md, "Search"). */
export function sectionSearch(sections: readonly Block[], collections: PageCollections, route: string, pageTitle: string): SectionSearch[] {
  return sections.map((section) => {
    const search = definitionOf(section.type)?.search;
    const sectionHref = section.id ? `${route}#${section.id}` : route;
    return {
      section,
      items: search?.items({ block: section, collections, sectionHref, pageTitle }) ?? [],
      itemFields: (search?.itemFields ?? []) as readonly string[],
    };
  });
}

export { resolveSearchBlock, searchLabels } from "@/site/blocks/search/search-labels";
