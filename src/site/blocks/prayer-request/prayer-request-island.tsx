import type { PrayerRequestBlock, Site } from "@/types/generated/content";
import { SiteProvider } from "@/site/data/site-context";
import type { SiteWords } from "@/site/data/site-words";
import { FormWordsProvider, NewTabWordsProvider } from "@/site/data/words-context";
import { defineIsland } from "@/site/islands/island-definition";
import { PrayerForm } from "./prayer-form";
import type { PrayerFormWords } from "./prayer-request-words";

export interface PrayerRequestIslandProps {
  /** site.json: the WhatsApp, e-mail and form service the request goes to. */
  site: Site;
  /** What its links say of where they open (site.json's words): an island has no page around it to read them from. */
  newTabs: SiteWords["newTabs"];
  /** The words it shares with the other forms (site.json's `words.forms`). */
  forms: SiteWords["forms"];
  block: PrayerRequestBlock;
  /** The form's own words, the block's over the schema's defaults (prayer-request-words.ts: the schema stays out of the chunk). */
  words: PrayerFormWords;
  idPrefix: string;
}

function PrayerRequestIsland({ site, newTabs, forms, ...props }: PrayerRequestIslandProps) {
  return (
    <SiteProvider site={site}>
      <NewTabWordsProvider words={newTabs}>
        <FormWordsProvider words={forms}>
          <PrayerForm {...props} />
        </FormWordsProvider>
      </NewTabWordsProvider>
    </SiteProvider>
  );
}

/** Like the contact form: no React until the visitor starts on it (what is typed meanwhile is kept); a saved draft wakes it at once. */
export const prayerRequestIsland = defineIsland<PrayerRequestIslandProps>({ name: "prayer-request", component: PrayerRequestIsland, wake: "interaction" });
