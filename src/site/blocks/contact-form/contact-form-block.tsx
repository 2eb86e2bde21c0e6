import { useId } from "react";
import type { ContactFormBlock as ContactFormBlockData } from "@/types/generated/content";
import { SectionShell } from "@/site/components/section-shell";
import { useSite } from "@/site/data/site-context";
import { useWords } from "@/site/data/words-context";
import { Island } from "@/site/islands/island";
import { contactFormIsland } from "./contact-form-island";
import { FormFallback } from "@/site/components/form/form-fallback";
import { formStyles as f } from "@/site/components/form/form-styles";
import { ContactInfo } from "./contact-info";
import { contactAsideWords, contactFormWords } from "./contact-form-words";

/** /contato's form (docs/product-decisions.md: validation, drafts, WhatsApp/e-mail/endpoint) beside the church's contacts. */
export function ContactFormBlock({ block }: { block: ContactFormBlockData }) {
  const site = useSite();
  const { newTabs, forms } = useWords();
  const generatedId = useId();
  // Readable, stable ids ("mensagem-nome") when the section has one; React's otherwise.
  const prefix = block.id ?? generatedId;
  return (
    <SectionShell id={block.id} eyebrow={block.eyebrow} heading={block.heading} intro={block.intro}>
      <div css={f.layout}>
        <div css={f.card}>
          <Island
            island={contactFormIsland}
            props={{ site, newTabs, forms, block, words: contactFormWords(block), idPrefix: prefix, ...(block.id ? { sectionId: block.id } : {}) }}
            fallback={<FormFallback words={block.unavailable} whatsapp={site.contact.whatsapp} email={site.contact.email} />}
          />
        </div>
        <ContactInfo words={contactAsideWords(block)} headingId={`${prefix}-canais`} />
      </div>
    </SectionShell>
  );
}
