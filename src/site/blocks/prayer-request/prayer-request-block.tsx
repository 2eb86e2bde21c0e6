import { useId } from "react";
import { HeartHandshake } from "lucide-react";
import type { PrayerRequestBlock as PrayerRequestBlockData } from "@/types/generated/content";
import { formAsideStyles as a } from "@/site/components/form/form-aside-styles";
import { FormFallback } from "@/site/components/form/form-fallback";
import { formStyles as f } from "@/site/components/form/form-styles";
import { SectionShell } from "@/site/components/section-shell";
import { useSite } from "@/site/data/site-context";
import { useWords } from "@/site/data/words-context";
import { Island } from "@/site/islands/island";
import { prayerRequestIsland } from "./prayer-request-island";
import { prayerAsideWords, prayerFormWords } from "./prayer-request-words";

/** The prayer request form beside what the church does with a request (written by the editors, in `care`). */
export function PrayerRequestBlock({ block }: { block: PrayerRequestBlockData }) {
  const site = useSite();
  const { newTabs, forms } = useWords();
  const generatedId = useId();
  // Readable, stable ids ("pedido-nome") when the section has one; React's otherwise.
  const prefix = block.id ?? generatedId;
  const careId = `${prefix}-cuidado`;
  return (
    <SectionShell id={block.id} eyebrow={block.eyebrow} heading={block.heading} intro={block.intro}>
      <div css={f.layout}>
        <div css={f.card}>
          <Island
            island={prayerRequestIsland}
            props={{ site, newTabs, forms, block, words: prayerFormWords(block), idPrefix: prefix }}
            fallback={<FormFallback words={block.unavailable} whatsapp={site.contact.whatsapp} email={site.contact.email} />}
          />
        </div>
        <aside aria-labelledby={careId} css={a.panel}>
          <h3 id={careId} css={a.heading}>
            {prayerAsideWords(block).careHeading}
          </h3>
          <ul css={a.list}>
            {block.care.map((text) => (
              <li key={text} css={a.item}>
                <span css={a.icon}>
                  <HeartHandshake size={22} aria-hidden="true" />
                </span>
                <p css={[a.body, a.text]}>{text}</p>
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </SectionShell>
  );
}
