import type { PrayerRequestBlock, Site } from "@/types/generated/content";
import { SiteProvider } from "@/site/data/site-context";
import { defineIsland } from "@/site/islands/island-definition";
import { PrayerForm } from "./prayer-form";

export interface PrayerRequestIslandProps {
  /** site.json: the WhatsApp, e-mail and form service the request goes to. */
  site: Site;
  block: PrayerRequestBlock;
  idPrefix: string;
}

function PrayerRequestIsland({ site, ...props }: PrayerRequestIslandProps) {
  return (
    <SiteProvider site={site}>
      <PrayerForm {...props} />
    </SiteProvider>
  );
}

/** Like the contact form: no React until the visitor starts on it (what is typed meanwhile is kept); a saved draft wakes it at once. */
export const prayerRequestIsland = defineIsland<PrayerRequestIslandProps>({ name: "prayer-request", component: PrayerRequestIsland, wake: "interaction" });
