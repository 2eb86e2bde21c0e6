import type { ReactNode } from "react";
import { CacheProvider, type EmotionCache } from "@emotion/react";
import type { Site } from "@/types/generated/content";
import type { ChurchEntry } from "@/types/content-entries";
import { SiteProvider } from "@/site/data/site-context";
import { MainChurchProvider } from "@/site/data/church-context";
import { BuiltAtProvider } from "@/site/data/built-at-context";
import { siteWords } from "@/site/data/site-words";
import { WordsProvider } from "@/site/data/words-context";
import { CurrentPathProvider } from "./layout/current-path";
import { NavLayoutProvider } from "./layout/nav-layout";
import { SearchControlProvider } from "./layout/header-search";
import type { SearchControl } from "@/lib/search/search-data";

interface AppProvidersProps {
  cache: EmotionCache;
  site: Site;
  /** The sede, whose times and address the frame shows. */
  mainChurch?: ChurchEntry;
  /** From nav-fit.ts, worked out by the build (or the dev server) from the same site.json. */
  fullNavMinWidth: number;
  /** The route being rendered, for the menu's current entry. */
  path: string;
  /** The header's search button, when the site has a search page. */
  search?: SearchControl;
  /** The instant the build publishes for; absent in the editor's preview and the gallery (now). */
  builtAt?: Date;
  children: ReactNode;
}

/** What every pre-rendered page's components read: Emotion's cache, site.json, its frame's words and the sede, the header's breakpoint and search, the route, the build's instant. */
export function AppProviders({ cache, site, mainChurch, fullNavMinWidth, path, search, builtAt, children }: AppProvidersProps) {
  return (
    <CacheProvider value={cache}>
      <SiteProvider site={site}>
        <WordsProvider words={siteWords(site)}>
          <MainChurchProvider church={mainChurch}>
            <NavLayoutProvider fullNavMinWidth={fullNavMinWidth}>
              <SearchControlProvider control={search}>
                <CurrentPathProvider path={path}>
                  <BuiltAtProvider at={builtAt}>{children}</BuiltAtProvider>
                </CurrentPathProvider>
              </SearchControlProvider>
            </NavLayoutProvider>
          </MainChurchProvider>
        </WordsProvider>
      </SiteProvider>
    </CacheProvider>
  );
}
