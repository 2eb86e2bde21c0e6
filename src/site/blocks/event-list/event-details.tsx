import { CalendarPlus, Download } from "lucide-react";
import type { AgendaEventEntry } from "@/types/content-entries";
import { SmartLink } from "@/site/components/smart-link";
import { useOptionalCollection } from "@/site/data/collections-context";
import { useMainChurch } from "@/site/data/church-context";
import { useSite } from "@/site/data/site-context";
import { eventAddress, eventChurch } from "@/site/data/site-selectors";
import { visuallyHidden } from "@/site/components/visually-hidden";
import { eventIcsPath, googleCalendarHref } from "@/lib/calendar";
import { capitalize } from "@/lib/dates";
import { withBase } from "@/lib/base-path";
import { formatTime } from "@/lib/time";
import { eventCardStyles as s } from "./event-card-styles";
import { eventDays, timeRange } from "./event-text";

const icon = { size: 18, "aria-hidden": true } as const;

/** "Mais Informações": the whole event, and (until it is over) two ways to put it in the visitor's own calendar. */
export function EventDetails({ event }: { event: AgendaEventEntry }) {
  const hours = event.endDate
    ? `${event.endTime ? "Das " : ""}${timeRange(event)}`
    : event.endTime
      ? `Das ${formatTime(event.startTime)} às ${formatTime(event.endTime)}`
      : `A partir das ${formatTime(event.startTime)}`;
  return (
    <>
      <p css={s.description}>{event.description}</p>
      <dl css={s.facts}>
        <div>
          <dt>Data</dt>
          <dd>{capitalize(eventDays(event, true))}</dd>
        </div>
        <div>
          <dt>Horário</dt>
          <dd>{hours}</dd>
        </div>
        <div>
          <dt>Local</dt>
          <dd>{event.location}</dd>
        </div>
      </dl>
      <p css={s.endedNote} data-when-ended="" hidden>
        Este evento já aconteceu. Os cultos regulares continuam toda semana.
      </p>
      <CalendarLinks event={event} />
    </>
  );
}

/** Google Calendar and a .ics file: the two ways every phone and computer can save the event. */
function CalendarLinks({ event }: { event: AgendaEventEntry }) {
  const churches = useOptionalCollection("churches") ?? [];
  const church = eventChurch(event, churches, useMainChurch());
  const siteUrl = useSite().url;
  const hidden = <span css={visuallyHidden}> – {event.title}</span>;
  return (
    <div css={s.calendarLinks} data-until-ended="">
      <SmartLink href={googleCalendarHref({ ...event, location: eventAddress(event.location, church) }, siteUrl)} css={s.calendarLink}>
        <CalendarPlus {...icon} />
        Adicionar ao Google Agenda{hidden}
      </SmartLink>
      {/* No `download` attribute: iPhones then offer "Adicionar ao Calendário" instead of saving a file. */}
      <a
        href={withBase(eventIcsPath(event.slug))}
        type="text/calendar"
        css={s.calendarLink}
        // Phones open the calendar app, computers download the file: the toast (src/site/browser/toast-links.ts) is true for both.
        data-toast={`Para salvar “${event.title}”: confirme no calendário que abriu ou abra o arquivo .ics baixado.`}
        data-toast-tone="success"
      >
        <Download {...icon} />
        Baixar arquivo .ics{hidden}
      </a>
    </div>
  );
}
