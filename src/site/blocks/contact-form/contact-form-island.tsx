import type { ContactFormBlock, Site } from "@/types/generated/content";
import { SiteProvider } from "@/site/data/site-context";
import type { SiteWords } from "@/site/data/site-words";
import { FormWordsProvider, NewTabWordsProvider } from "@/site/data/words-context";
import { defineIsland } from "@/site/islands/island-definition";
import { ContactForm } from "./contact-form";
import type { ContactFormWords } from "./contact-form-words";

export interface ContactFormIslandProps {
  /** site.json: the contacts the form sends to (WhatsApp, e-mail, endpoint) and its links read it. */
  site: Site;
  /** What its links say of where they open (site.json's words): an island has no page around it to read them from. */
  newTabs: SiteWords["newTabs"];
  /** The words it shares with the other forms (site.json's `words.forms`). */
  forms: SiteWords["forms"];
  block: ContactFormBlock;
  /** The form's own words, the block's over the schema's defaults (contact-form-words.ts: the schema stays out of the chunk). */
  words: ContactFormWords;
  idPrefix: string;
  sectionId?: string;
}

function ContactFormIsland({ site, newTabs, forms, ...props }: ContactFormIslandProps) {
  return (
    <SiteProvider site={site}>
      <NewTabWordsProvider words={newTabs}>
        <FormWordsProvider words={forms}>
          <ContactForm {...props} />
        </FormWordsProvider>
      </NewTabWordsProvider>
    </SiteProvider>
  );
}

/**
 * A page with only a form to fill ships no React until the visitor starts on it (the text typed meanwhile
 * is kept); a ?assunto= link or a saved draft wakes it at once (src/site/browser/island-loaders.ts).
 */
export const contactFormIsland = defineIsland<ContactFormIslandProps>({ name: "contact-form", component: ContactFormIsland, wake: "interaction" });
