import { useId } from "react";
import { renderToString } from "react-dom/server";
import { __unsafe_useEmotionCache } from "@emotion/react";
import { ISLAND_ATTRIBUTE, type IslandDefinition, type Wake } from "./island-definition";
import { IslandRoot } from "./island-root";
import { inertJson } from "@/lib/inert-json";

type IslandProps<Props> = {
  island: IslandDefinition<Props>;
  props: Props;
  /** Overrides the island's own wake where it is used differently (the post sidebar's newsletter). */
  wake?: Wake;
};

/**
 * Renders an island's HTML at build time, in its own React tree (the tree the browser hydrates:
 * island-root.tsx), with its props as inert JSON right after it. The browser side is hydrate-islands.ts.
 * In the dev block gallery, which renders in the browser, the component simply renders live.
 */
export function Island<Props extends object>({ island, props, wake = island.wake }: IslandProps<Props>) {
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
  return (
    <>
      <div {...attributes} dangerouslySetInnerHTML={{ __html: html }} />
      <script type="application/json" data-island-props="" dangerouslySetInnerHTML={{ __html: inertJson(props) }} />
    </>
  );
}
