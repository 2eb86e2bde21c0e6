import type { MinistryGridBlock as MinistryGridBlockData } from "@/types/generated/content";
import { SectionShell } from "@/site/components/section-shell";
import { useCollection } from "@/site/data/collections-context";
import { MinistryCard } from "./ministry-card";
import { ministryGridStyles as s } from "./ministry-grid-styles";
import { ministryGridWords } from "./ministry-grid-words";

/** Every ministry in site-content/ministries/, in the editors' order; the cards' texts live there. */
export function MinistryGridBlock({ block }: { block: MinistryGridBlockData }) {
  const ministries = useCollection("ministries");
  const words = ministryGridWords(block);
  return (
    <SectionShell id={block.id} eyebrow={block.eyebrow} heading={block.heading} intro={block.intro}>
      <ul css={s.grid}>
        {ministries.map((ministry) => (
          <li key={ministry.name}>
            <MinistryCard ministry={ministry} words={words} />
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
