import { CHURCH_TIME_ZONE, addDays, firstWeekdayOfYear, weekdayOf } from "./dates";
import { DEFAULT_DURATION_MINUTES, eventEnd as sharedEventEnd, eventEndInstant } from "./due-time.mjs";
import { icsDocument, icsLocal, type IcsEvent, type LocalDateTime } from "./ics";
import type { Weekday } from "./time";

/**
 * Agenda content → calendars: the Google Calendar link the page shows and the .ics files the
 * build writes. Pure, so the page and the build can never disagree on a date.
 */

/** What the calendar needs from an event of site-content/events/ (slug = its file name). */
export interface DatedEvent {
  slug: string;
  title: string;
  description: string;
  date: string;
  /** The last day of an event of several days (a retreat); its end time, if any, is that day's. */
  endDate?: string;
  startTime: string;
  endTime?: string;
  location: string;
  /** The church that holds it (a file name of churches/), when the event names one. */
  church?: string;
}

type EventSpan = Pick<DatedEvent, "date" | "endDate" | "startTime" | "endTime">;

/** A church's regular service (common/service-time.schema.json). */
export interface WeeklyService {
  day: Weekday;
  time: string;
  name: string;
  /** Minutes; absent: DEFAULT_DURATION_MINUTES. */
  duration?: number;
}

/**
 * Every event has its page under this address, beside its .ics file (fixed, like /blog/<id> and /nossas-igrejas/<slug>:
 * links shared on WhatsApp and saved in calendars must keep working wherever the agenda's page moves).
 */
export const EVENTS_ROUTE = "/agenda";
export const eventRoute = (slug: string) => `${EVENTS_ROUTE}/${slug}`;

/** Where the build puts the files; the page links them. */
export const AGENDA_FEED_PATH = `${EVENTS_ROUTE}.ics`;
export const eventIcsPath = (slug: string) => `${eventRoute(slug)}.ics`;
/** The event card's id on the agenda: old links to /agenda#evento-<slug> still land on its card. */
export const eventAnchorId = (slug: string) => `evento-${slug}`;

/** Subscribed calendars poll /agenda.ics; twice a day is plenty for a church agenda. */
export const FEED_REFRESH_HOURS = 12;

export { DEFAULT_DURATION_MINUTES } from "./due-time.mjs";
export const REMINDER_MINUTES = 60;

const BYDAY: Record<Weekday, string> = { domingo: "SU", segunda: "MO", terca: "TU", quarta: "WE", quinta: "TH", sexta: "FR", sabado: "SA" };

function addMinutes({ date, time }: LocalDateTime, minutes: number): LocalDateTime {
  const [h = 0, m = 0] = time.split(":").map(Number);
  const total = h * 60 + m + minutes;
  const pad = (n: number) => String(n).padStart(2, "0");
  return { date: addDays(date, Math.floor(total / 1440)), time: `${pad(Math.floor((total % 1440) / 60))}:${pad(total % 60)}` };
}

/**
 * An end time at or before the start (a vigil from 22:00 to 02:00) ends the next day; none, two hours after the start.
 * An event of several days ends on its last day, at its end time, or when that day is over.
 */
export function eventEnd(event: EventSpan): LocalDateTime {
  return sharedEventEnd(event);
}

/**
 * Whether the event is over at `now`. Content times are São Paulo's (UTC−03:00 all year since 2019),
 * so the instant is the same whatever zone the visitor's device is in.
 */
export function hasEnded(event: EventSpan, now: Date): boolean {
  return now.getTime() >= Date.parse(endInstant(event));
}

/**
 * When the event ends, as an ISO instant ("2026-11-07T21:00:00-03:00"): what the browser compares its clock with. The
 * rule is due-time.mjs's, which the hourly scheduled build reads too (scripts/due-now.mjs).
 */
export function endInstant(event: EventSpan): string {
  return eventEndInstant(event);
}

/** The event on the site: its own page, which every calendar entry, card and search result links to. */
export const eventPageUrl = (siteUrl: string, slug: string) => `${siteUrl}${eventRoute(slug)}`;

/**
 * Google Calendar's "new event" form, filled in. Its details are the event's address on the site rather than its
 * description: the entry stays current with the agenda, and the description (already on the event's page, in the
 * structured data and in the .ics) is not written a fourth time, percent-encoded, into the page's HTML.
 */
export function googleCalendarHref(event: DatedEvent, siteUrl: string): string {
  const start = icsLocal({ date: event.date, time: event.startTime });
  const end = icsLocal(eventEnd(event));
  const text = encodeURIComponent(event.title);
  const details = encodeURIComponent(eventPageUrl(siteUrl, event.slug));
  const location = encodeURIComponent(event.location);
  return `https://calendar.google.com/calendar/render?action=TEMPLATE&text=${text}&dates=${start}/${end}&ctz=${encodeURIComponent(CHURCH_TIME_ZONE)}&details=${details}&location=${location}`;
}

export interface CalendarContext {
  /** "https://www.suaigreja.org.br": links back to the agenda and the UID domain. */
  siteUrl: string;
  calendarName: string;
  /** Where regular services happen (the church's full address). */
  serviceLocation: string;
  /** Text for each service, by weekday; the fallback covers days without one. */
  serviceNotes: Partial<Record<Weekday, string>>;
  serviceFallbackNote: string;
  /** Generation time (DTSTAMP); its year anchors the weekly recurrences. */
  stamp: Date;
  /** An event's place as calendars and maps apps should read it ("Templo sede" plus the street address). */
  locate?: (event: DatedEvent) => string;
}

/** UIDs must never change for the same event, or subscribed calendars would show it twice. */
function uidDomain(siteUrl: string): string {
  return new URL(siteUrl).hostname.replace(/^www\./, "");
}

export function eventIcs(event: DatedEvent, context: CalendarContext): IcsEvent {
  return {
    uid: `evento-${event.slug}@${uidDomain(context.siteUrl)}`,
    start: { date: event.date, time: event.startTime },
    end: eventEnd(event),
    summary: event.title,
    description: event.description,
    location: context.locate?.(event) ?? event.location,
    url: eventPageUrl(context.siteUrl, event.slug),
    alarmMinutesBefore: REMINDER_MINUTES,
  };
}

/**
 * A weekly service as one recurring event. Its first date is the first matching weekday of the
 * build year, so rebuilding the same year gives the same file; a special event held in the
 * service's own slot (same day and time) replaces that occurrence instead of doubling it.
 */
export function serviceIcs(service: WeeklyService, events: DatedEvent[], context: CalendarContext): IcsEvent {
  const first = firstWeekdayOfYear(context.stamp.getUTCFullYear(), service.day);
  const start = { date: first, time: service.time };
  const replaced = events.filter((e) => weekdayOf(e.date) === service.day && e.startTime === service.time);
  return {
    uid: `culto-${service.day}-${service.time.replace(":", "")}@${uidDomain(context.siteUrl)}`,
    start,
    end: addMinutes(start, service.duration ?? DEFAULT_DURATION_MINUTES),
    rrule: `FREQ=WEEKLY;BYDAY=${BYDAY[service.day]}`,
    exceptions: replaced.map((e) => ({ date: e.date, time: e.startTime })),
    summary: service.name,
    description: context.serviceNotes[service.day] ?? context.serviceFallbackNote,
    location: context.serviceLocation,
    url: `${context.siteUrl}/agenda`,
    alarmMinutesBefore: REMINDER_MINUTES,
  };
}

/** /agenda.ics: every dated event plus the weekly services, for "Receber Notificações". */
export function agendaFeed(events: DatedEvent[], services: WeeklyService[], context: CalendarContext): string {
  return icsDocument({
    name: context.calendarName,
    description: `Cultos e eventos: ${context.calendarName}`,
    stamp: context.stamp,
    events: [...events.map((e) => eventIcs(e, context)), ...services.map((s) => serviceIcs(s, events, context))],
    refreshHours: FEED_REFRESH_HOURS,
  });
}

/** /agenda/<slug>.ics: one event, for its "Baixar arquivo .ics" link. */
export function singleEventFile(event: DatedEvent, context: CalendarContext): string {
  return icsDocument({ name: event.title, description: context.calendarName, stamp: context.stamp, events: [eventIcs(event, context)] });
}
