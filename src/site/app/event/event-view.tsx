import { ArrowLeft, CalendarPlus, Download, Navigation } from "lucide-react";
import type { EventPayload } from "@/site/data/event-page";
import { WhatsAppIcon } from "@/site/components/brand-icons";
import { buttonStyles } from "@/site/components/button-styles";
import { eventBadgeStyles } from "@/site/components/event-badge-styles";
import { EventTypeBadge } from "@/site/components/event-type-badge";
import { SmartLink } from "@/site/components/smart-link";
import { visuallyHidden } from "@/site/components/visually-hidden";
import { useSite } from "@/site/data/site-context";
import { useWords } from "@/site/data/words-context";
import { eventAddress } from "@/site/data/site-selectors";
import { endInstant, eventIcsPath, googleCalendarHref } from "@/lib/calendar";
import { churchRoute, directionsHref, fullAddress } from "@/lib/churches";
import { capitalize } from "@/lib/dates";
import { withBase } from "@/lib/base-path";
import { eventDays, eventHours, participateMessage } from "@/site/blocks/event-list/event-text";
import { eventListWords } from "@/site/blocks/event-list/event-list-words";
import { eventStyles as s } from "./event-styles";

export const EVENT_TITLE_ID = "evento-titulo";

const icon = { size: 18, "aria-hidden": true } as const;

/**
 * /agenda/<slug>: one event, whole: its type, title, days and hours, its place (with the church's address, the way there
 * and its page when it is held at one), what it is, "Quero Participar" and the two ways to save it in a calendar. The
 * page cannot know when it is read: src/site/browser/ended-events.ts compares the visitor's clock with data-ends-at and
 * swaps what only applies before (data-until-ended) for what applies after (data-when-ended), as on the agenda's cards.
 */
export function EventView({ payload }: { payload: EventPayload }) {
  const { event, church, agenda } = payload;
  const { eventPage: words, churches: churchWords } = useWords();
  const siteUrl = useSite().url;
  const mapsPlace = eventAddress(event.location, church);
  const hidden = <span css={visuallyHidden}> – {event.title}</span>;
  return (
    <article aria-labelledby={EVENT_TITLE_ID} data-ends-at={endInstant(event)}>
      <header css={s.top}>
        <div css={s.topInner}>
          {agenda && (
            <a href={withBase(agenda.route)} css={s.back}>
              <ArrowLeft size={18} aria-hidden="true" /> {`${words.backToAgenda} ${agenda.title}`}
            </a>
          )}
          <div css={eventBadgeStyles.row}>
            <EventTypeBadge type={event.type} />
            <span css={eventBadgeStyles.ended} data-tone="" data-when-ended="" hidden>
              {words.ended}
            </span>
          </div>
          <h1 id={EVENT_TITLE_ID} css={s.title}>
            {event.title}
          </h1>
          <p css={s.when}>
            <time dateTime={event.date}>{capitalize(eventDays(event, true))}</time> · {eventHours(event)}
          </p>
          <p css={s.when}>{event.location}</p>
          <div css={s.actions}>
            <span data-until-ended="" css={s.untilEnded}>
              <SmartLink href={`whatsapp:${participateMessage(event, eventListWords(agenda).participateMessage)}`} css={buttonStyles.primario}>
                <WhatsAppIcon size={20} />
                {words.participate}
              </SmartLink>
            </span>
            {church && (
              <a href={directionsHref(church)} target="_blank" rel="noopener noreferrer" css={buttonStyles.secundarioOnDark}>
                <Navigation size={20} aria-hidden="true" />
                {words.directions}
                <span css={visuallyHidden}>{` ${churchWords.mapsNewTab}`}</span>
              </a>
            )}
          </div>
        </div>
      </header>
      <div css={s.body}>
        <div css={s.main}>
          <p css={s.description}>{event.description}</p>
          <p css={s.endedNote} data-when-ended="" hidden>
            {words.endedNote}
          </p>
          <div css={s.calendarLinks} data-until-ended="">
            <SmartLink href={googleCalendarHref({ ...event, location: mapsPlace }, siteUrl)} css={s.calendarLink}>
              <CalendarPlus {...icon} />
              {words.addToGoogle}
              {hidden}
            </SmartLink>
            {/* No `download` attribute: iPhones then offer "Adicionar ao Calendário" instead of saving a file. */}
            <a
              href={withBase(eventIcsPath(event.slug))}
              type="text/calendar"
              css={s.calendarLink}
              // Phones open the calendar app, computers download the file: the toast (src/site/browser/toast-links.ts) is true for both.
              data-toast={words.icsSaved.replaceAll("{titulo}", event.title)}
              data-toast-tone="success"
            >
              <Download {...icon} />
              {words.downloadIcs}
              {hidden}
            </a>
          </div>
        </div>
        <dl css={s.facts}>
          <div>
            <dt>{words.dateLabel}</dt>
            <dd>{capitalize(eventDays(event, true))}</dd>
          </div>
          <div>
            <dt>{words.timeLabel}</dt>
            <dd>{eventHours(event)}</dd>
          </div>
          <div>
            <dt>{words.placeLabel}</dt>
            <dd>
              {event.location}
              {church && (
                <>
                  <address css={s.address}>{fullAddress(church.address)}</address>
                  <a href={withBase(churchRoute(church.slug))} css={buttonStyles.texto}>
                    {church.name}
                  </a>
                </>
              )}
            </dd>
          </div>
        </dl>
      </div>
    </article>
  );
}
