import { useId, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { __unsafe_useEmotionCache } from "@emotion/react";
import { FALLBACK_ATTRIBUTE, GROUP_ATTRIBUTE, ISLAND_ATTRIBUTE, type IslandDefinition, type Wake } from "./island-definition";
import { SITE_WIDE_PROPS_ATTRIBUTE } from "./island-props";
import { IslandRoot } from "./island-root";
import { inertJson } from "@/lib/inert-json";

type IslandProps<Props> = {
  island: IslandDefinition<Props>;
  props: Props;
  /** Overrides the island's own wake where it is used differently (the post sidebar's newsletter). */
  wake?: Wake;
  /**
   * What shows when its code cannot load (src/site/browser/island-fallbacks.ts): written beside it, hidden until then,
   * so it needs nothing from the network to appear; after it (a form's panel, near its buttons), or before it with
   * `fallbackFirst` (a list's note, above the list).
   */
  fallback?: ReactNode;
  fallbackFirst?: boolean;
  /**
   * The props are the same on every page the island is on (the newsletter box beside every post): the build keeps them
   * in one file for the whole site, however small, fetched when the island wakes, rather than in every page
   * (src/build/island-props-files.ts).
   */
  siteWide?: boolean;
};

/**
 * Renders an island's HTML at build time, in its own React tree (the tree the browser hydrates:
 * island-root.tsx), with its props as inert JSON right after it. The browser side is hydrate-islands.ts.
 * In the dev block gallery, which renders in the browser, the component simply renders live.
 */
export function Island<Props extends object>({ island, props, wake = island.wake, fallback, fallbackFirst = false, siteWide = false }: IslandProps<Props>) {
  const cache = __unsafe_useEmotionCache();
  const key = useId();
  const Component = island.component as React.ComponentType<object>;
  // Keeps this island's useId values apart from every other island's on the page.
  const idPrefix = `${island.name}${key.replace(/\W/g, "")}-`;
  if (!import.meta.env.SSR || !cache) return <Component {...props} />;
  const html = renderToString(
    <IslandRoot cache={cache}>
      <Component {...props} />
    </IslandRoot>,
    { identifierPrefix: idPrefix },
  );
  const attributes = { [ISLAND_ATTRIBUTE]: island.name, "data-wake": wake, "data-id-prefix": idPrefix };
  const rendered = (
    <>
      <div {...attributes} dangerouslySetInnerHTML={{ __html: html }} />
      <script
        type="application/json"
        data-island-props=""
        {...(siteWide ? { [SITE_WIDE_PROPS_ATTRIBUTE]: "" } : {})}
        dangerouslySetInnerHTML={{ __html: inertJson(props) }}
      />
    </>
  );
  if (!fallback) return rendered;
  const hidden = (
    <div {...{ [FALLBACK_ATTRIBUTE]: "" }} hidden>
      {fallback}
    </div>
  );
  // One element with its fallback: a page's sections stay one element each (the pencils and the editor's preview count them).
  return (
    <div {...{ [GROUP_ATTRIBUTE]: "" }}>
      {fallbackFirst && hidden}
      {rendered}
      {!fallbackFirst && hidden}
    </div>
  );
}
