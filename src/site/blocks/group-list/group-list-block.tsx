import { useId } from "react";
import type { GroupListBlock as GroupListBlockData } from "@/types/generated/content";
import { SectionShell } from "@/site/components/section-shell";
import { weekdayName, type Weekday } from "@/lib/time";
import { GroupCard } from "./group-card";
import { groupListStyles as s } from "./group-list-styles";
import { groupListWords } from "./group-list-words";
import { groupCount } from "./group-text";

const WEEK: Weekday[] = ["domingo", "segunda", "terca", "quarta", "quinta", "sexta", "sabado"];

/**
 * The groups, with a filter by day and by region. The filter is plain page script
 * (src/site/browser/list-filters.ts: it hides the cards that do not match), not an island: a few hundred
 * bytes instead of React. Without JavaScript the filter hides and every group shows.
 */
export function GroupListBlock({ block }: { block: GroupListBlockData }) {
  const filterId = useId();
  const words = groupListWords(block);
  const days = WEEK.filter((day) => block.groups.some((group) => group.day === day));
  const regions = [...new Set(block.groups.map((group) => group.region))].sort((a, b) => a.localeCompare(b, "pt-BR"));
  return (
    <SectionShell id={block.id} tone={block.tone === "creme" ? "cream" : "light"} eyebrow={block.eyebrow} heading={block.heading} intro={block.intro}>
      <div data-filter="">
        <div role="group" aria-label={words.filter.label} css={s.filters} data-requires-js>
          <label css={s.filter} htmlFor={`${filterId}-dia`}>
            {words.filter.day}
            <select id={`${filterId}-dia`} css={s.select} data-filter-key="day">
              <option value="">{words.filter.allDays}</option>
              {days.map((day) => (
                <option key={day} value={day}>
                  {weekdayName(day)}
                </option>
              ))}
            </select>
          </label>
          <label css={s.filter} htmlFor={`${filterId}-regiao`}>
            {words.filter.region}
            <select id={`${filterId}-regiao`} css={s.select} data-filter-key="region">
              <option value="">{words.filter.allRegions}</option>
              {regions.map((region) => (
                <option key={region} value={region}>
                  {region}
                </option>
              ))}
            </select>
          </label>
        </div>
        <p css={s.count} role="status" data-filter-count="" data-count-one={words.countOne} data-count-many={words.countMany}>
          {groupCount(block.groups.length, words)}
        </p>
        <ul css={s.grid}>
          {block.groups.map((group) => (
            <li key={`${group.name}-${group.day}-${group.time}`} data-filter-item="" data-filter-day={group.day} data-filter-region={group.region}>
              <GroupCard group={group} words={words} />
            </li>
          ))}
        </ul>
        <p css={s.empty} data-filter-empty="" hidden>
          {words.filter.noMatch}
        </p>
      </div>
    </SectionShell>
  );
}
