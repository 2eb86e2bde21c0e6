import type { TestimonyListBlock as TestimonyListBlockData } from "@/types/generated/content";
import { SectionShell } from "@/site/components/section-shell";
import { useCollection } from "@/site/data/collections-context";
import { TestimonyCard } from "./testimony-card";
import { testimonyListStyles as s } from "./testimony-list-styles";

/** Every testimony in site-content/testimonies/, in the editors' order; the stories live there. */
export function TestimonyListBlock({ block }: { block: TestimonyListBlockData }) {
  const testimonies = useCollection("testimonies");
  return (
    <SectionShell id={block.id} eyebrow={block.eyebrow} heading={block.heading} intro={block.intro}>
      <ul css={s.grid}>
        {testimonies.map((testimony) => (
          <li key={testimony.title}>
            <TestimonyCard testimony={testimony} />
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
