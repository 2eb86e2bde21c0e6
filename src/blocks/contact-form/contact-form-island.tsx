import type { ContactFormBlock, Site } from "@/types/generated/content";
import { SiteProvider } from "@/content/site-context";
import { defineIsland } from "@/islands/island-definition";
import { ContactForm } from "./contact-form";

export interface ContactFormIslandProps {
  /** site.json: the contacts the form sends to (WhatsApp, e-mail, endpoint) and its links read it. */
  site: Site;
  block: ContactFormBlock;
  idPrefix: string;
  sectionId?: string;
}

function ContactFormIsland({ site, ...props }: ContactFormIslandProps) {
  return (
    <SiteProvider site={site}>
      <ContactForm {...props} />
    </SiteProvider>
  );
}

/** The form is the page's reason to be: it wakes as soon as the page has loaded. */
export const contactFormIsland = defineIsland<ContactFormIslandProps>({ name: "contact-form", component: ContactFormIsland, wake: "idle" });
