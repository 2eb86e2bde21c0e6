import type { PrayerRequestBlock, Site } from "@/types/generated/content";
import { SiteProvider } from "@/site/data/site-context";
import type { SiteWords } from "@/site/data/site-words";
import { NewTabWordsProvider } from "@/site/data/words-context";
import { defineIsland } from "@/site/islands/island-definition";
import { PrayerForm } from "./prayer-form";

export interface PrayerRequestIslandProps {
  /** site.json: the WhatsApp, e-mail and form service the request goes to. */
  site: Site;
  /** What its links say of where they open (site.json's words): an island has no page around it to read them from. */
  newTabs: SiteWords["newTabs"];
  block: PrayerRequestBlock;
  idPrefix: string;
}

function PrayerRequestIsland({ site, newTabs, ...props }: PrayerRequestIslandProps) {
  return (
    <SiteProvider site={site}>
      <NewTabWordsProvider words={newTabs}>
        <PrayerForm {...props} />
      </NewTabWordsProvider>
    </SiteProvider>
  );
}

/** Like the contact form: no React until the visitor starts on it (what is typed meanwhile is kept); a saved draft wakes it at once. */
export const prayerRequestIsland = defineIsland<PrayerRequestIslandProps>({ name: "prayer-request", component: PrayerRequestIsland, wake: "interaction" });
