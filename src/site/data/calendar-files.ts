import type { Site } from "@/types/generated/content";
import { AGENDA_FEED_PATH, agendaFeed, eventIcsPath, singleEventFile, type CalendarContext, type WeeklyService } from "@/lib/calendar";
import type { Weekday } from "@/lib/time";
import type { AgendaEventEntry } from "@/types/content-entries";
import { eventAddress, fullAddress } from "./site-selectors";

/** A file of the built site: its path from the site's root (no leading slash) and its text. */
export interface BuildFile {
  path: string;
  text: string;
}

/** What every calendar file says about the church; `serviceNotes` describe the weekly services by day. */
export function calendarContext(site: Site, builtAt: Date, serviceNotes: Partial<Record<Weekday, string>> = {}): CalendarContext {
  return {
    siteUrl: site.url,
    calendarName: site.name,
    serviceLocation: `${site.name}, ${fullAddress(site)}`,
    serviceNotes,
    serviceFallbackNote: `Culto semanal da ${site.name}. Venha como estiver: não é preciso inscrição.`,
    stamp: builtAt,
    locate: (location) => eventAddress(location, site),
  };
}

/** /agenda/<event>.ics, one per event: each event card's "Baixar arquivo .ics". */
export function eventFiles(events: readonly AgendaEventEntry[], context: CalendarContext): BuildFile[] {
  return events.map((event) => ({ path: eventIcsPath(event.slug).slice(1), text: singleEventFile(event, context) }));
}

/** /agenda.ics: every event and the weekly services of site.json, for "Receber Notificações". */
export function agendaFeedFile(site: Site, events: readonly AgendaEventEntry[], context: CalendarContext): BuildFile {
  return { path: AGENDA_FEED_PATH.slice(1), text: agendaFeed([...events], site.serviceTimes as WeeklyService[], context) };
}
