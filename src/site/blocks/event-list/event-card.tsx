import { CalendarDays, Clock, MapPin } from "lucide-react";
import type { AgendaEventEntry } from "@/types/content-entries";
import { WhatsAppIcon } from "@/site/components/brand-icons";
import { buttonStyles } from "@/site/components/button-styles";
import { eventBadgeStyles } from "@/site/components/event-badge-styles";
import { EventTypeBadge, useTypeColors } from "@/site/components/event-type-badge";
import { SmartLink } from "@/site/components/smart-link";
import { visuallyHidden } from "@/site/components/visually-hidden";
import { useWords } from "@/site/data/words-context";
import { endInstant, eventAnchorId, eventRoute } from "@/lib/calendar";
import { dateTileParts } from "@/lib/dates";
import { withBase } from "@/lib/base-path";
import { eventCardStyles as s } from "./event-card-styles";
import { toneStyle } from "@/site/theme/category-colors";
import { cardDate, eventDays, participateMessage, timeRange } from "./event-text";

const icon = { size: 18, "aria-hidden": true } as const;

/**
 * One event of the agenda: date tile, type, title, when and where, and its two buttons. The page
 * cannot know when it is read: src/site/browser/ended-events.ts compares the visitor's clock with
 * data-ends-at and swaps what only applies before (data-until-ended) for what applies after
 * (data-when-ended, "Encerrado"). "Mais Informações" leads to the event's own page (/agenda/<slug>), which holds the rest:
 * the description, the calendar links and its structured data, so the agenda of a busy month fits the first window.
 */
export function EventCard({ event, messageTemplate }: { event: AgendaEventEntry; messageTemplate: string }) {
  const words = useWords().eventPage;
  const tile = dateTileParts(event.date);
  const typeColors = useTypeColors(event.type);
  // Six cards, six pairs of buttons: the hidden words give each one its own name, the day included,
  // since a monthly event repeats its title. They start with a space because browsers do not always
  // insert one before an absolutely positioned span.
  const which = (about: string) => (
    <span css={visuallyHidden}>
      {" "}
      {about} {event.title}, {eventDays(event)}
    </span>
  );
  return (
    // No aria-labelledby: an article needs no name, and six of them were bytes of a busy month's first window.
    <article id={eventAnchorId(event.slug)} css={s.card} style={toneStyle(typeColors)} data-tone="" data-ends-at={endInstant(event)}>
      <div css={s.tile} aria-hidden="true">
        <span css={s.tileWeekday}>{tile.weekday}</span>
        <span css={s.tileDay}>{tile.day}</span>
        <span css={s.tileMonth}>{tile.month}</span>
      </div>
      <div css={s.main}>
        <div css={eventBadgeStyles.row}>
          <EventTypeBadge type={event.type} inTone />
          <span css={eventBadgeStyles.ended} data-tone="" data-when-ended="" hidden>
            {words.ended}
          </span>
        </div>
        <h3 css={s.title}>{event.title}</h3>
        <p css={s.meta}>
          <CalendarDays {...icon} />
          <time dateTime={event.date}>{cardDate(event)}</time>
        </p>
        <p css={s.meta}>
          <Clock {...icon} />
          <span>
            <span css={visuallyHidden}>{`${words.timeLabel}: `}</span>
            {timeRange(event)}
          </span>
        </p>
        <p css={s.meta}>
          <MapPin {...icon} />
          <span>
            <span css={visuallyHidden}>{`${words.placeLabel}: `}</span>
            {event.location}
          </span>
        </p>
      </div>
      <div css={s.actions}>
        <span data-until-ended="" css={s.untilEnded}>
          <SmartLink href={`whatsapp:${participateMessage(event, messageTemplate)}`} css={[buttonStyles.primario, s.button]}>
            <WhatsAppIcon size={20} />
            {words.participate}
            {which(words.participateAbout)}
          </SmartLink>
        </span>
        <a href={withBase(eventRoute(event.slug))} css={[buttonStyles.secundario, s.button]}>
          {words.moreInfo}
          {which(words.moreInfoAbout)}
        </a>
      </div>
    </article>
  );
}
