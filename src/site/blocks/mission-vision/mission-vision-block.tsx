import type { MissionVisionBlock as MissionVisionBlockData } from "@/types/generated/content";
import { ContentIcon } from "@/site/components/content-icon";
import { SectionShell } from "@/site/components/section-shell";
import { missionVisionStyles as s } from "./mission-vision-styles";

/** The church's guiding statements on navy, set large and quotable, side by side from tablet width. */
export function MissionVisionBlock({ block }: { block: MissionVisionBlockData }) {
  return (
    <SectionShell id={block.id} tone="dark" eyebrow={block.eyebrow} heading={block.heading}>
      <ul css={s.grid}>
        {block.statements.map((statement) => (
          <li key={statement.title} css={s.statement}>
            <div css={s.statementHeader}>
              {statement.icon && (
                <span css={s.icon}>
                  <ContentIcon name={statement.icon} size={24} />
                </span>
              )}
              <h3 css={s.statementTitle}>{statement.title}</h3>
            </div>
            <p css={s.statementText}>{statement.text}</p>
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
