import { DEFAULT_DURATION_MINUTES } from "./due-time.mjs";
import { formatTime, type Weekday } from "./time";
import { offsetIn, type ZoneOffsets } from "./zone-offsets";

/** A weekly service as the content writes it (common/service-time.schema.json). */
export interface WeeklyTime {
  day: Weekday | string;
  /** "19:30", the church's wall clock. */
  time: string;
  name: string;
  /** Minutes; absent: DEFAULT_SERVICE_MINUTES. */
  duration?: number;
  /** Streamed on the church's YouTube channel. */
  live?: boolean;
}

/** What a service lasts when the content does not say (the schema's default, and the calendars'). */
export const DEFAULT_SERVICE_MINUTES = DEFAULT_DURATION_MINUTES;

/** "Hoje", "amanhã", or the service's weekday when it is further away. */
export type ServiceDay = "hoje" | "amanha" | Weekday;

export type NextService =
  /** Inside its window: from its start for as long as it lasts. */
  { kind: "live"; service: WeeklyTime; endsInMinutes: number } | { kind: "next"; service: WeeklyTime; day: ServiceDay; inMinutes: number };

const WEEKDAYS: readonly Weekday[] = ["domingo", "segunda", "terca", "quarta", "quinta", "sexta", "sabado"];
/** As the line says them, mid-sentence (time.ts's weekdayName says them as headings, with a table the page script does without). */
const DAY_WORDS = ["domingo", "segunda-feira", "terça-feira", "quarta-feira", "quinta-feira", "sexta-feira", "sábado"];
const ENGLISH_DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const DAY = 24 * 60;
const WEEK = 7 * DAY;

// One formatter per zone: making one costs far more than formatting with it.
const clocks = new Map<string, Intl.DateTimeFormat>();

/** `value` into [0, WEEK): a service on Saturday night is still on when the week starts again. */
const inWeek = (value: number) => ((value % WEEK) + WEEK) % WEEK;

/** 1 January 1970, the first minute of the epoch, was a Thursday. */
const EPOCH_WEEKDAY = 4;

/**
 * The wall clock of `timeZone` at `now`, as minutes since Sunday 00:00 there (the zone's own rules: offsets, any
 * daylight saving): by arithmetic from the zone's offsets when the build gave them and they cover `now`
 * (zone-offsets.ts), else from the runtime's zone data.
 */
export function minuteOfWeek(now: Date, timeZone: string, offsets?: ZoneOffsets): number {
  const minute = Math.floor(now.getTime() / 60_000);
  const offset = offsets && offsetIn(offsets, minute);
  if (offset !== undefined) return inWeek(minute + offset + EPOCH_WEEKDAY * DAY);
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat("en-US", { timeZone, weekday: "short", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
    clocks.set(timeZone, clock);
  }
  const parts = clock.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return ENGLISH_DAYS.indexOf(part("weekday")) * DAY + Number(part("hour")) * 60 + Number(part("minute"));
}

const startOf = (service: WeeklyTime): number => {
  const [hours = 0, minutes = 0] = service.time.split(":").map(Number);
  return WEEKDAYS.indexOf(service.day as Weekday) * DAY + hours * 60 + minutes;
};

/**
 * The service on now, or the next one, in the church's own time zone (an IANA name: "America/Fortaleza"), whatever
 * the visitor's clock is set to. Pure: the page's script, the tests and anything else ask the same question the same
 * way. A service is on from its start for its duration, across midnight and across the week's end; of two on at once,
 * the one that started last. Null when the church has no weekly services.
 */
export function nextService(times: readonly WeeklyTime[], now: Date, timeZone: string, offsets?: ZoneOffsets): NextService | null {
  if (times.length === 0) return null;
  const current = minuteOfWeek(now, timeZone, offsets);
  let live: { service: WeeklyTime; since: number } | undefined;
  let next: { service: WeeklyTime; wait: number } | undefined;
  for (const service of times) {
    const start = startOf(service);
    const since = inWeek(current - start);
    if (since < (service.duration ?? DEFAULT_SERVICE_MINUTES) && (!live || since < live.since)) live = { service, since };
    const wait = inWeek(start - current) || WEEK;
    if (!next || wait < next.wait) next = { service, wait };
  }
  if (live) return { kind: "live", service: live.service, endsInMinutes: (live.service.duration ?? DEFAULT_SERVICE_MINUTES) - live.since };
  if (!next) return null;
  const daysAhead = Math.floor(((current % DAY) + next.wait) / DAY);
  const day: ServiceDay = daysAhead === 0 ? "hoje" : daysAhead === 1 ? "amanha" : (next.service.day as Weekday);
  return { kind: "next", service: next.service, day, inMinutes: next.wait };
}

/** The line's own words: site.json's `words.churches` (the schema's defaults where the church wrote none). */
export interface NextServiceWords {
  nextService: string;
  liveNow: string;
  today: string;
  tomorrow: string;
}

/** "hoje", "amanhã", "quarta-feira": the day as the line says it, mid-sentence. */
export function serviceDayWords(day: ServiceDay, words: Pick<NextServiceWords, "today" | "tomorrow">): string {
  if (day === "hoje") return words.today;
  if (day === "amanha") return words.tomorrow;
  return DAY_WORDS[WEEKDAYS.indexOf(day)] ?? day;
}

/** The longest day word a line can show: the space the page keeps for the line is measured with it, so no day moves anything. */
export function widestDay(words: Pick<NextServiceWords, "today" | "tomorrow">): string {
  return [words.today, words.tomorrow, ...DAY_WORDS].reduce((widest, word) => (word.length > widest.length ? word : widest));
}

/**
 * The words the page shows for it: "Próximo culto" and "hoje, 19h30 — Culto de Oração", "Ao vivo agora" and "Culto de
 * Oração", in the church's words. `brief` (a church's card) leaves the service's name out.
 */
export function nextServiceText(found: NextService, words: NextServiceWords, brief = false): { lead: string; rest: string } {
  if (found.kind === "live") return { lead: words.liveNow, rest: brief ? "" : found.service.name };
  const when = `${serviceDayWords(found.day, words)}, ${formatTime(found.service.time)}`;
  return { lead: words.nextService, rest: brief ? when : `${when} — ${found.service.name}` };
}
