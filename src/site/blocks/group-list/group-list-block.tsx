import { useId } from "react";
import type { GroupListBlock as GroupListBlockData } from "@/types/generated/content";
import { SectionShell } from "@/site/components/section-shell";
import { weekdayName, type Weekday } from "@/lib/time";
import { GroupCard } from "./group-card";
import { groupListStyles as s } from "./group-list-styles";
import { groupCount } from "./group-text";

const WEEK: Weekday[] = ["domingo", "segunda", "terca", "quarta", "quinta", "sexta", "sabado"];

/**
 * The groups, with a filter by day and by region. The filter is plain page script
 * (src/site/browser/list-filters.ts: it hides the cards that do not match), not an island: a few hundred
 * bytes instead of React. Without JavaScript the filter hides and every group shows.
 */
export function GroupListBlock({ block }: { block: GroupListBlockData }) {
  const filterId = useId();
  const days = WEEK.filter((day) => block.groups.some((group) => group.day === day));
  const regions = [...new Set(block.groups.map((group) => group.region))].sort((a, b) => a.localeCompare(b, "pt-BR"));
  return (
    <SectionShell id={block.id} tone={block.tone === "creme" ? "cream" : "light"} eyebrow={block.eyebrow} heading={block.heading} intro={block.intro}>
      <div data-filter="">
        <div role="group" aria-label="Filtrar células" css={s.filters} data-requires-js>
          <label css={s.filter} htmlFor={`${filterId}-dia`}>
            Dia
            <select id={`${filterId}-dia`} css={s.select} data-filter-key="day">
              <option value="">Todos os dias</option>
              {days.map((day) => (
                <option key={day} value={day}>
                  {weekdayName(day)}
                </option>
              ))}
            </select>
          </label>
          <label css={s.filter} htmlFor={`${filterId}-regiao`}>
            Região
            <select id={`${filterId}-regiao`} css={s.select} data-filter-key="region">
              <option value="">Todas as regiões</option>
              {regions.map((region) => (
                <option key={region} value={region}>
                  {region}
                </option>
              ))}
            </select>
          </label>
        </div>
        <p css={s.count} role="status" data-filter-count="" data-count-one="1 célula" data-count-many="{n} células">
          {groupCount(block.groups.length)}
        </p>
        <ul css={s.grid}>
          {block.groups.map((group) => (
            <li key={`${group.name}-${group.day}-${group.time}`} data-filter-item="" data-filter-day={group.day} data-filter-region={group.region}>
              <GroupCard group={group} />
            </li>
          ))}
        </ul>
        <p css={s.empty} data-filter-empty="" hidden>
          Nenhuma célula neste dia e nesta região. Escolha outro dia ou outra região, ou fale com a igreja pelo WhatsApp: ajudamos você a encontrar uma.
        </p>
      </div>
    </SectionShell>
  );
}
