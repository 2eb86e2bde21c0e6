import type { Weekday } from "./time";

/** The church's zone. São Paulo has kept UTC−03:00 all year since daylight saving ended in 2019. */
export const CHURCH_TIME_ZONE = "America/Sao_Paulo";

export interface CalendarDay {
  year: number;
  /** 1–12. */
  month: number;
  day: number;
}

const WEEKDAYS: readonly Weekday[] = ["domingo", "segunda", "terca", "quarta", "quinta", "sexta", "sabado"];

/** "2026-11-07" → {2026, 11, 7}. Content dates are calendar days, never instants. */
export function parseIsoDate(iso: string): CalendarDay {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) throw new Error(`Data inválida (use ANO-MÊS-DIA): ${iso}`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

export function isoDate({ year, month, day }: CalendarDay): string {
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/**
 * `new Date("2026-11-01")` is UTC midnight, which is still 31 October in São Paulo. Noon UTC of
 * the same day falls on that day in every zone from UTC−11 to UTC+11, so formatting it in the
 * church's zone can never move the date, whatever zone the build machine or the visitor is in.
 */
function middayUtc(iso: string): Date {
  const { year, month, day } = parseIsoDate(iso);
  return new Date(Date.UTC(year, month - 1, day, 12));
}

const longDate = new Intl.DateTimeFormat("pt-BR", { timeZone: CHURCH_TIME_ZONE, weekday: "long", day: "numeric", month: "long" });
const longDateWithYear = new Intl.DateTimeFormat("pt-BR", { timeZone: CHURCH_TIME_ZONE, weekday: "long", day: "numeric", month: "long", year: "numeric" });
const shortParts = new Intl.DateTimeFormat("pt-BR", { timeZone: CHURCH_TIME_ZONE, weekday: "short", day: "numeric", month: "short" });

/**
 * "domingo, 1º de novembro" (lower case, ready for the middle of a sentence); `withYear` adds "de 2026".
 * Brazilian usage writes the first day of a month as an ordinal, which Intl does not.
 */
export function formatLongDate(iso: string, withYear = false): string {
  const parts = (withYear ? longDateWithYear : longDate).formatToParts(middayUtc(iso));
  return parts.map((part) => (part.type === "day" && Number(part.value) === 1 ? "1º" : part.value)).join("");
}

const dayMonth = new Intl.DateTimeFormat("pt-BR", { timeZone: CHURCH_TIME_ZONE, day: "numeric", month: "long" });

/** "1º", "14": the day of the month as Brazilians write it (the first as an ordinal). */
const dayNumber = (iso: string) => (parseIsoDate(iso).day === 1 ? "1º" : String(parseIsoDate(iso).day));
/** "1º de dezembro". */
const dayAndMonth = (iso: string) =>
  dayMonth
    .formatToParts(middayUtc(iso))
    .map((part) => (part.type === "day" ? dayNumber(iso) : part.value))
    .join("");

/**
 * The days of an event that spans several (lower case, for the middle of a sentence), saying the month and the year
 * once when the two days share them: "de 12 a 14 de dezembro", "de 30 de novembro a 2 de dezembro",
 * "de 30 de dezembro de 2026 a 2 de janeiro de 2027"; `withYear` adds the year to the first two ("… de 2026").
 */
export function formatDateRange(first: string, last: string, withYear = false): string {
  const [from, to] = [parseIsoDate(first), parseIsoDate(last)];
  const year = withYear ? ` de ${to.year}` : "";
  if (from.year !== to.year) return `de ${dayAndMonth(first)} de ${from.year} a ${dayAndMonth(last)} de ${to.year}`;
  if (from.month !== to.month) return `de ${dayAndMonth(first)} a ${dayAndMonth(last)}${year}`;
  return `de ${dayNumber(first)} a ${dayAndMonth(last)}${year}`;
}

/** Sentence case for headings and cards: "Domingo, 1 de novembro". */
export function capitalize(text: string): string {
  return text.charAt(0).toLocaleUpperCase("pt-BR") + text.slice(1);
}

/** The pieces of a calendar-page tile: {weekday: "dom", day: "1", month: "nov"}. */
export function dateTileParts(iso: string): { weekday: string; day: string; month: string } {
  const parts = shortParts.formatToParts(middayUtc(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => (parts.find((p) => p.type === type)?.value ?? "").replace(".", "");
  return { weekday: part("weekday"), day: part("day"), month: part("month") };
}

export function weekdayOf(iso: string): Weekday {
  return WEEKDAYS[middayUtc(iso).getUTCDay()] as Weekday;
}

/** Calendar arithmetic without time zones: the day `days` after `iso` ("2026-12-31" + 1 → "2027-01-01"). */
export function addDays(iso: string, days: number): string {
  const date = middayUtc(iso);
  date.setUTCDate(date.getUTCDate() + days);
  return isoDate({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() });
}

/** The first date of `year` that falls on `weekday`: the fixed anchor of a weekly recurrence. */
export function firstWeekdayOfYear(year: number, weekday: Weekday): string {
  const january1 = isoDate({ year, month: 1, day: 1 });
  const offset = (WEEKDAYS.indexOf(weekday) - WEEKDAYS.indexOf(weekdayOf(january1)) + 7) % 7;
  return addDays(january1, offset);
}
