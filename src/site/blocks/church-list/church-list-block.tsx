import { useId } from "react";
import { MapPinned } from "lucide-react";
import type { ChurchListBlock as ChurchListBlockData } from "@/types/generated/content";
import { SectionShell } from "@/site/components/section-shell";
import { useCollection } from "@/site/data/collections-context";
import { useSite } from "@/site/data/site-context";
import { placeChurch } from "@/site/data/site-selectors";
import { stateNames } from "@/lib/brazilian-states";
import { ChurchCard } from "./church-card";
import { churchListStyles as s } from "./church-list-styles";
import { groupByState } from "./group-by-state";

/** Every church in site-content/churches/, grouped under the full name of its state. */
export function ChurchListBlock({ block }: { block: ChurchListBlockData }) {
  const site = useSite();
  const groups = groupByState(useCollection("churches").map((church) => placeChurch(church, site)));
  const labelPrefix = useId();
  return (
    <SectionShell id={block.id} eyebrow={block.eyebrow} heading={block.heading} intro={block.intro}>
      <div css={s.groups}>
        {groups.map(({ state, churches }) => {
          const labelId = `${labelPrefix}-${state}`;
          return (
            // The state names the list (announced with its item count) rather than adding a heading level above each church.
            <div key={state}>
              <p id={labelId} css={s.groupLabel}>
                <MapPinned size={18} aria-hidden="true" />
                {stateNames[state]}
                <span css={s.groupCount}>
                  · {churches.length} {churches.length === 1 ? "igreja" : "igrejas"}
                </span>
              </p>
              <ul aria-labelledby={labelId} css={s.grid}>
                {churches.map((church) => (
                  <li key={church.name}>
                    <ChurchCard church={church} />
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </div>
    </SectionShell>
  );
}
