import type { ReactNode } from "react";
import { CacheProvider, type EmotionCache } from "@emotion/react";
import type { Site } from "@/types/generated/content";
import { SiteProvider } from "@/site/data/site-context";
import { siteWords } from "@/site/data/site-words";
import { WordsProvider } from "@/site/data/words-context";
import { CurrentPathProvider } from "./layout/current-path";
import { NavLayoutProvider } from "./layout/nav-layout";
import { SearchControlProvider } from "./layout/header-search";
import type { SearchControl } from "@/lib/search/search-data";

interface AppProvidersProps {
  cache: EmotionCache;
  site: Site;
  /** From nav-fit.ts, worked out by the build (or the dev server) from the same site.json. */
  fullNavMinWidth: number;
  /** The route being rendered, for the menu's current entry. */
  path: string;
  /** The header's search button, when the site has a search page. */
  search?: SearchControl;
  children: ReactNode;
}

/** What every pre-rendered page's components read: Emotion's cache, site.json and the frame's words, the header's breakpoint and search, the route. */
export function AppProviders({ cache, site, fullNavMinWidth, path, search, children }: AppProvidersProps) {
  return (
    <CacheProvider value={cache}>
      <SiteProvider site={site}>
        <WordsProvider words={siteWords(site)}>
          <NavLayoutProvider fullNavMinWidth={fullNavMinWidth}>
            <SearchControlProvider control={search}>
              <CurrentPathProvider path={path}>{children}</CurrentPathProvider>
            </SearchControlProvider>
          </NavLayoutProvider>
        </WordsProvider>
      </SiteProvider>
    </CacheProvider>
  );
}
