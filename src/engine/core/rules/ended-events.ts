import { capitalize, formatLongDate } from "../../../lib/dates";
import { endInstant, eventEnd } from "../../../lib/calendar";
import { formatTime } from "../../../lib/time";
import type { AgendaEventEntry } from "../../../types/content-entries";
import type { ContentNote, SiteContent } from "../kinds/types";

/**
 * The events still ahead at `now`, and a warning for each one already over: a build leaves those out of the
 * agenda, its structured data and the calendars (a scheduled build keeps the site current without anyone
 * editing: LEIA-ME, "O site se atualiza sozinho"). The file stays until someone deletes it.
 */
export function endedEvents(content: Pick<SiteContent, "events">, now: Date, folder: string): { current: AgendaEventEntry[]; notes: ContentNote[] } {
  const current: AgendaEventEntry[] = [];
  const notes: ContentNote[] = [];
  for (const event of content.events) {
    if (Date.parse(endInstant(event)) > now.getTime()) {
      current.push(event);
      continue;
    }
    const end = eventEnd(event);
    const when = `${capitalize(formatLongDate(end.date, true))}, ${formatTime(end.time)}`;
    notes.push({
      file: `${folder}/${event.slug}.json`,
      message: `o evento "${event.title}" já terminou (${when}): ele não aparece mais no site a partir desta publicação. Apague o arquivo quando quiser`,
    });
  }
  return { current, notes };
}
