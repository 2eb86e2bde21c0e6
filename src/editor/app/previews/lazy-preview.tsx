import { lazy, Suspense, type ComponentType, type ReactElement } from "react";
import type { PreviewProps } from "./entry-data";

/**
 * A preview template whose code loads when an entry is first opened, not with the editor: the previews bring
 * the site's blocks, the post's compiler and sanitiser, which the list of entries never needs.
 */
export function lazyPreview(load: () => Promise<ComponentType<PreviewProps>>): (props: PreviewProps) => ReactElement {
  const Loaded = lazy(async () => ({ default: await load() }));
  return function LazyPreview(props: PreviewProps) {
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
