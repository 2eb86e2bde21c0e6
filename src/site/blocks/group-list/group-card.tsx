import { Clock, MapPin, Users } from "lucide-react";
import type { SmallGroup } from "@/types/generated/content";
import { WhatsAppIcon } from "@/site/components/brand-icons";
import { buttonStyles } from "@/site/components/button-styles";
import { SmartLink } from "@/site/components/smart-link";
import { visuallyHidden } from "@/site/components/visually-hidden";
import { formatTime, weekdayName } from "@/lib/time";
import { groupListStyles as s } from "./group-list-styles";
import { audienceLabel, type GroupCardWords } from "./group-list-words";
import { joinHref } from "./group-text";

const ICON = { size: 18, strokeWidth: 1.75, "aria-hidden": true } as const;

/**
 * One group: who it is for, when and where (the neighbourhood: the address comes by WhatsApp), and how to join, in
 * the words of the block that lists it (groupListWords).
 */
export function GroupCard({ group, words }: { group: SmallGroup; words: GroupCardWords }) {
  return (
    <article css={s.card}>
      <div css={s.header}>
        <h3 css={s.name}>{group.name}</h3>
        <span css={s.audience}>{audienceLabel(group, words)}</span>
      </div>
      <dl css={s.facts}>
        <div css={s.fact}>
          <dt css={visuallyHidden}>{words.whenLabel}</dt>
          <Clock {...ICON} />
          <dd css={{ margin: 0 }}>
            {weekdayName(group.day, "plural")}, {formatTime(group.time)}
          </dd>
        </div>
        <div css={s.fact}>
          <dt css={visuallyHidden}>{words.whereLabel}</dt>
          <MapPin {...ICON} />
          <dd css={{ margin: 0 }}>
            {group.neighbourhood}, {group.city}
          </dd>
        </div>
        <div css={s.fact}>
          <dt css={visuallyHidden}>{words.leadersLabel}</dt>
          <Users {...ICON} />
          <dd css={{ margin: 0 }}>{group.leaders}</dd>
        </div>
      </dl>
      <SmartLink href={joinHref(group, words.participateMessage)} css={[buttonStyles.primario, s.join]}>
        <WhatsAppIcon size={18} />
        {words.participate}
        <span css={visuallyHidden}>
          {` ${words.participateAbout} `}
          {group.name}
        </span>
      </SmartLink>
    </article>
  );
}
