import { useId } from "react";
import { LocateFixed, MapPinned } from "lucide-react";
import type { ChurchListBlock as ChurchListBlockData } from "@/types/generated/content";
import { buttonStyles } from "@/site/components/button-styles";
import { SectionShell } from "@/site/components/section-shell";
import { useCollection } from "@/site/data/collections-context";
import { useWords } from "@/site/data/words-context";
import type { NearMeWords } from "./near-me-words";
import { stateNames } from "@/lib/brazilian-states";
import { ChurchCard } from "./church-card";
import { churchListStyles as s } from "./church-list-styles";
import { groupByState } from "./group-by-state";

/**
 * Every church in site-content/churches/, grouped under the full name of its state; "Perto de mim" puts them in order
 * of distance from the visitor, in the browser alone (src/site/browser/near-me.ts). Without JavaScript, or without
 * the visitor's permission, the list stays by state.
 */
export function ChurchListBlock({ block }: { block: ChurchListBlockData }) {
  const churches = useCollection("churches");
  const groups = groupByState(churches);
  const labelPrefix = useId();
  const words = useWords().churches;
  const nearMeWords: NearMeWords = {
    searching: words.nearMeSearching,
    sorted: words.nearMeSorted,
    refused: words.nearMeRefused,
    unavailable: words.nearMeUnavailable,
    distance: words.distance,
    underOne: words.distanceUnderOne,
  };
  return (
    <SectionShell id={block.id} eyebrow={block.eyebrow} heading={block.heading} intro={block.intro}>
      {churches.length > 1 && (
        <div css={s.nearMe} data-requires-js>
          <button
            type="button"
            css={[buttonStyles.secundario, s.nearMeButton]}
            data-near-me=""
            data-near-me-words={JSON.stringify(nearMeWords)}
            aria-pressed="false"
          >
            <LocateFixed size={20} aria-hidden="true" />
            {words.nearMe}
          </button>
          <p css={s.nearMeStatus} role="status" data-near-me-status="" />
        </div>
      )}
      <div css={s.groups} data-near-me-groups="">
        {/* Where "Perto de mim" moves the cards, nearest first; by state again when pressed once more. */}
        <ol css={s.grid} data-near-me-sorted="" aria-label={words.nearMeList} hidden />
        {groups.map(({ state, churches: members }) => {
          const labelId = `${labelPrefix}-${state}`;
          return (
            // The state names the list (announced with its item count) rather than adding a heading level above each church.
            <div key={state} data-near-me-group="">
              <p id={labelId} css={s.groupLabel}>
                <MapPinned size={18} aria-hidden="true" />
                {stateNames[state]}
                <span css={s.groupCount}>
                  · {members.length} {members.length === 1 ? words.churchOne : words.churchMany}
                </span>
              </p>
              <ul aria-labelledby={labelId} css={s.grid}>
                {members.map((church) => (
                  <li key={church.slug} data-lat={church.address.geo.latitude} data-lng={church.address.geo.longitude}>
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
