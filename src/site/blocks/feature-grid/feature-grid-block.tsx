import type { FeatureGridBlock as FeatureGridBlockData } from "@/types/generated/content";
import { ActionLink } from "@/site/components/action-link";
import { ContentIcon } from "@/site/components/content-icon";
import { SectionShell } from "@/site/components/section-shell";
import { StatCard } from "@/site/components/stat-card";
import { featureGridStyles as s } from "./feature-grid-styles";

/** Heading, intro paragraphs with optional figures beside them, then a grid of icon features. */
export function FeatureGridBlock({ block }: { block: FeatureGridBlockData }) {
  // Item titles sit one level below whatever heading precedes them, so the outline never skips a level.
  const ItemHeading = block.itemsHeading ? "h4" : "h3";
  const hasIntro = (block.paragraphs?.length ?? 0) > 0 || (block.stats?.length ?? 0) > 0;
  return (
    <SectionShell id={block.id} tone="cream" eyebrow={block.eyebrow} heading={block.heading}>
      {hasIntro && (
        <div css={s.intro}>
          <div css={s.paragraphs}>
            {block.paragraphs?.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </div>
          {block.stats && block.stats.length > 0 && (
            <ul css={s.stats}>
              {block.stats.map((stat) => (
                <li key={stat.label}>
                  <StatCard stat={stat} tone="light" />
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {block.itemsHeading && <h3 css={s.itemsHeading}>{block.itemsHeading}</h3>}
      <ul css={s.grid}>
        {block.items.map((item) => (
          <li key={item.title} css={s.item}>
            {item.icon && (
              <span css={s.icon}>
                <ContentIcon name={item.icon} size={26} />
              </span>
            )}
            <ItemHeading css={s.itemTitle}>{item.title}</ItemHeading>
            <p css={s.itemText}>{item.text}</p>
          </li>
        ))}
      </ul>
      {block.action && (
        <div css={s.action}>
          <ActionLink link={block.action} />
        </div>
      )}
    </SectionShell>
  );
}
