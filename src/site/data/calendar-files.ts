import type { Site } from "@/types/generated/content";
import type { AgendaEventEntry, ChurchEntry } from "@/types/content-entries";
import { AGENDA_FEED_PATH, agendaFeed, eventIcsPath, singleEventFile, type CalendarContext, type WeeklyService } from "@/lib/calendar";
import { fullAddress, mainChurch } from "@/lib/churches";
import type { Weekday } from "@/lib/time";
import { eventAddress, eventChurch } from "./site-selectors";

/** A file of the built site: its path from the site's root (no leading slash) and its text. */
export interface BuildFile {
  path: string;
  text: string;
}

/**
 * What every calendar file says about the church: the weekly services are the sede's, at its address; an event at one
 * of the churches gets that church's address; `serviceNotes` describe the weekly services by day.
 */
export function calendarContext(
  site: Site,
  churches: readonly ChurchEntry[],
  builtAt: Date,
  serviceNotes: Partial<Record<Weekday, string>> = {},
): CalendarContext {
  const sede = mainChurch(churches);
  return {
    siteUrl: site.url,
    calendarName: site.name,
    serviceLocation: sede ? `${site.name}, ${fullAddress(sede.address)}` : site.name,
    serviceNotes,
    serviceFallbackNote: `Culto semanal da ${site.name}. Venha como estiver: não é preciso inscrição.`,
    stamp: builtAt,
    locate: (event) => eventAddress(event.location, eventChurch(event, churches, sede)),
  };
}

/** /agenda/<event>.ics, one per event: each event card's "Baixar arquivo .ics". */
export function eventFiles(events: readonly AgendaEventEntry[], context: CalendarContext): BuildFile[] {
  return events.map((event) => ({ path: eventIcsPath(event.slug).slice(1), text: singleEventFile(event, context) }));
}

/** /agenda.ics: every event and the sede's weekly services, for "Receber Notificações". */
export function agendaFeedFile(churches: readonly ChurchEntry[], events: readonly AgendaEventEntry[], context: CalendarContext): BuildFile {
  const services = (mainChurch(churches)?.serviceTimes ?? []) as WeeklyService[];
  return { path: AGENDA_FEED_PATH.slice(1), text: agendaFeed([...events], services, context) };
}
