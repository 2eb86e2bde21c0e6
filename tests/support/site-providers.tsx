import type { ReactNode } from "react";
import type { Site } from "../../src/types/generated/content";
import type { ChurchEntry } from "../../src/types/content-entries";
import { MainChurchProvider } from "../../src/site/data/church-context";
import { SiteProvider } from "../../src/site/data/site-context";
import { siteWords } from "../../src/site/data/site-words";
import { WordsProvider } from "../../src/site/data/words-context";

/** What a component rendered alone reads from the page around it: site.json, its words and the sede, as AppProviders gives them. */
export function SiteProviders({ site, sede, children }: { site: Site; sede?: ChurchEntry; children: ReactNode }) {
  return (
    <SiteProvider site={site}>
      <WordsProvider words={siteWords(site)}>
        <MainChurchProvider church={sede}>{children}</MainChurchProvider>
      </WordsProvider>
    </SiteProvider>
  );
}
