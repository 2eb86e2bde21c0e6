import type { TimelineBlock as TimelineBlockData } from "@/types/generated/content";
import { SectionShell } from "@/site/components/section-shell";
import { timelineStyles as s } from "./timeline-styles";

/**
 * A history told in milestones. An ordered list, because the order is the meaning: screen readers
 * announce "item 3 of 6", and each milestone title is a heading people can jump between.
 */
export function TimelineBlock({ block }: { block: TimelineBlockData }) {
  return (
    <SectionShell id={block.id} tone="cream" eyebrow={block.eyebrow} heading={block.heading} intro={block.intro}>
      <ol css={s.list}>
        {block.items.map((item) => (
          <li key={item.period + item.title} css={s.item}>
            <p css={s.period}>{item.period}</p>
            <span css={s.marker} aria-hidden="true" />
            <div css={s.card}>
              <h3 css={s.title}>{item.title}</h3>
              <p css={s.text}>{item.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </SectionShell>
  );
}
