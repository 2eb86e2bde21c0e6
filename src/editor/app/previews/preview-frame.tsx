import { Component, type ErrorInfo, type ReactNode } from "react";
import createCache, { type EmotionCache } from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import type { Site } from "@/types/generated/content";
import type { ChurchEntry } from "@/types/content-entries";
import { mainChurch } from "@/lib/churches";
import { AppProviders } from "@/site/app/app-providers";
import { GlobalStyles } from "@/site/app/layout/global-styles";
import { CollectionsProvider } from "@/site/data/collections-context";
import { IconNodesProvider } from "@/site/data/icon-nodes";
import { ImageInfoProvider } from "@/site/data/image-info";
import type { EditorData } from "../../shared/editor-data";
import { notice } from "./preview-styles";

// Decap renders each preview into its own iframe: Emotion must write the site's styles into that
// frame's <head>, not the editor's. One cache per frame document, kept while the frame lives.
const caches = new WeakMap<Document, EmotionCache>();

function cacheFor(frame: Document): EmotionCache {
  let cache = caches.get(frame);
  if (!cache) {
    cache = createCache({ key: "mc", container: frame.head });
    caches.set(frame, cache);
  }
  return cache;
}

/** A part of the preview that cannot be drawn yet (a section still being filled in) says so, and the rest still shows. */
export class PreviewBoundary extends Component<{ what: string; children: ReactNode }, { error?: Error }> {
  state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  componentDidCatch(_error: Error, _info: ErrorInfo) {
    // Shown in the preview; nothing to report beyond it.
  }
  componentDidUpdate(previous: { children: ReactNode }) {
    // The editor typed again: try the new values.
    if (this.state.error && previous.children !== this.props.children) this.setState({ error: undefined });
  }
  render() {
    if (!this.state.error) return this.props.children;
    return (
      <p role="status" css={notice}>
        {this.props.what} ainda não pode ser mostrado: {this.state.error.message}
      </p>
    );
  }
}

/** `sede`: the church the frame shows the times of, when the entry being edited is it (its preview follows the form). */
type Props = { frame: Document; data: EditorData | undefined; path: string; site?: Site; sede?: ChurchEntry; children: ReactNode };

/** Everything a block reads besides its own fields, as the built site gives it: site.json, pictures' sizes, icons, collections. */
export function PreviewFrame({ frame, data, path, site, sede, children }: Props) {
  const siteJson = site ?? data?.site;
  if (!data || !siteJson || !data.preview) {
    const why = data?.problems.length ? `o conteúdo do site passar na verificação. Primeiro problema: ${data.problems[0]}` : "os dados do site chegarem…";
    return (
      <CacheProvider value={cacheFor(frame)}>
        <p css={notice}>A prévia aparece quando {why}</p>
      </CacheProvider>
    );
  }
  const { images, icons, collections } = data.preview;
  return (
    <AppProviders cache={cacheFor(frame)} site={siteJson} mainChurch={sede ?? mainChurch(collections.churches ?? [])} fullNavMinWidth={0} path={path}>
      <GlobalStyles />
      <ImageInfoProvider images={images}>
        <IconNodesProvider icons={icons}>
          <CollectionsProvider collections={collections}>{children}</CollectionsProvider>
        </IconNodesProvider>
      </ImageInfoProvider>
    </AppProviders>
  );
}
