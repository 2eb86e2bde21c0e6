import { CHURCH_TIME_ZONE } from "./dates";

/** iCalendar (RFC 5545) text: the format every calendar app imports and subscribes to. */

export interface LocalDateTime {
  /** "YYYY-MM-DD", a day in the church's zone. */
  date: string;
  /** "HH:MM", 24 h. */
  time: string;
}

export interface IcsEvent {
  uid: string;
  start: LocalDateTime;
  end: LocalDateTime;
  summary: string;
  description: string;
  location: string;
  url?: string;
  /** e.g. "FREQ=WEEKLY;BYDAY=WE" for a weekly service. */
  rrule?: string;
  /** Occurrences of the recurrence that do not happen (a special event takes the slot). */
  exceptions?: LocalDateTime[];
  /** A reminder this many minutes before: the "notifications" visitors asked for. */
  alarmMinutesBefore?: number;
}

export interface IcsCalendar {
  name: string;
  description: string;
  /** When the file was generated (DTSTAMP). */
  stamp: Date;
  events: IcsEvent[];
  /** A feed people subscribe to says how often to poll it; a one-off file (one event) must not. */
  refreshHours?: number;
}

const CRLF = "\r\n";
const MAX_OCTETS = 75;

/** TEXT values: backslash, semicolon and comma are escaped, and line breaks become a literal "\n". */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

function utf8Length(char: string): number {
  const code = char.codePointAt(0) ?? 0;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
}

/**
 * Lines longer than 75 octets are folded: CRLF plus one space, which readers remove. Counting
 * octets (not characters) matters for Portuguese, where "ç" and "ã" take two; a character is
 * never cut in half.
 */
export function foldLine(line: string): string {
  const chunks: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = utf8Length(char);
    // Continuation lines start with the space, which counts toward their 75 octets.
    const limit = chunks.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      chunks.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  chunks.push(current);
  return chunks.join(`${CRLF} `);
}

/** "2026-11-01", "18:30" → "20261101T183000", read in the zone given by TZID. */
export function icsLocal({ date, time }: LocalDateTime): string {
  return `${date.replace(/-/g, "")}T${time.replace(":", "")}00`;
}

/** DTSTAMP is always UTC: "20260315T120000Z". */
export function icsUtc(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/**
 * São Paulo without daylight saving, which is true since 2019: the site only publishes dates from
 * the build year on, so one STANDARD rule describes every instant the file mentions.
 */
const SAO_PAULO_TIMEZONE = [
  "BEGIN:VTIMEZONE",
  `TZID:${CHURCH_TIME_ZONE}`,
  `X-LIC-LOCATION:${CHURCH_TIME_ZONE}`,
  "BEGIN:STANDARD",
  "DTSTART:19700101T000000",
  "TZOFFSETFROM:-0300",
  "TZOFFSETTO:-0300",
  "TZNAME:-03",
  "END:STANDARD",
  "END:VTIMEZONE",
];

const zoned = (name: string, value: LocalDateTime) => `${name};TZID=${CHURCH_TIME_ZONE}:${icsLocal(value)}`;

function eventLines(event: IcsEvent, stamp: string): string[] {
  const lines = ["BEGIN:VEVENT", `UID:${event.uid}`, `DTSTAMP:${stamp}`, zoned("DTSTART", event.start), zoned("DTEND", event.end)];
  if (event.rrule) lines.push(`RRULE:${event.rrule}`);
  if (event.exceptions?.length) lines.push(`EXDATE;TZID=${CHURCH_TIME_ZONE}:${event.exceptions.map(icsLocal).join(",")}`);
  lines.push(`SUMMARY:${escapeText(event.summary)}`, `DESCRIPTION:${escapeText(event.description)}`, `LOCATION:${escapeText(event.location)}`);
  if (event.url) lines.push(`URL:${event.url}`);
  if (event.alarmMinutesBefore) {
    lines.push("BEGIN:VALARM", "ACTION:DISPLAY", `DESCRIPTION:${escapeText(event.summary)}`, `TRIGGER:-PT${event.alarmMinutesBefore}M`, "END:VALARM");
  }
  lines.push("END:VEVENT");
  return lines;
}

/** A whole .ics file: CRLF line endings, folded lines, one VTIMEZONE shared by every event. */
export function icsDocument(calendar: IcsCalendar): string {
  const stamp = icsUtc(calendar.stamp);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Site da igreja//Agenda//PT-BR",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    `X-WR-CALDESC:${escapeText(calendar.description)}`,
    `X-WR-TIMEZONE:${CHURCH_TIME_ZONE}`,
    ...(calendar.refreshHours ? [`REFRESH-INTERVAL;VALUE=DURATION:PT${calendar.refreshHours}H`, `X-PUBLISHED-TTL:PT${calendar.refreshHours}H`] : []),
    ...SAO_PAULO_TIMEZONE,
    ...calendar.events.flatMap((event) => eventLines(event, stamp)),
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
