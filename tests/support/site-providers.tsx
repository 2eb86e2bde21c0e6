import type { ReactNode } from "react";
import type { Site } from "../../src/types/generated/content";
import { SiteProvider } from "../../src/site/data/site-context";
import { siteWords } from "../../src/site/data/site-words";
import { WordsProvider } from "../../src/site/data/words-context";

/** What a component rendered alone reads from the page around it: site.json and its words, as AppProviders gives them. */
export function SiteProviders({ site, children }: { site: Site; children: ReactNode }) {
  return (
    <SiteProvider site={site}>
      <WordsProvider words={siteWords(site)}>{children}</WordsProvider>
    </SiteProvider>
  );
}
