import { capitalize, formatDateRange, formatLongDate } from "@/lib/dates";
import { formatTime } from "@/lib/time";

/** What an event's texts are built from (an item of the events collection). */
export interface EventTimes {
  title: string;
  date: string;
  /** The last day of an event of several days. */
  endDate?: string;
  startTime: string;
  endTime?: string;
}

/** An event's day or days, for the middle of a sentence: "domingo, 1º de novembro", "de 12 a 14 de dezembro". */
export function eventDays(event: Pick<EventTimes, "date" | "endDate">, withYear = false): string {
  return event.endDate ? formatDateRange(event.date, event.endDate, withYear) : formatLongDate(event.date, withYear);
}

/** "Domingo, 1º de novembro", or "De 12 a 14 de dezembro" for an event of several days. */
export function cardDate(event: EventTimes): string {
  return capitalize(eventDays(event));
}

/** "18h30 às 21h", or just "18h30" when the content gives no end; over several days, each time with its day. */
export function timeRange(event: EventTimes): string {
  if (event.endDate) {
    const start = `${formatTime(event.startTime)} do dia ${dayOf(event.date)}`;
    return event.endTime ? `${start} às ${formatTime(event.endTime)} do dia ${dayOf(event.endDate)}` : `A partir das ${start}`;
  }
  return event.endTime ? `${formatTime(event.startTime)} às ${formatTime(event.endTime)}` : formatTime(event.startTime);
}

/** "12" of "2026-12-12", "1º" of the first. */
const dayOf = (iso: string) => {
  const day = Number(iso.slice(8, 10));
  return day === 1 ? "1º" : String(day);
};

/** The WhatsApp text, from the editor's template (eventListWords): the church learns which event, day and hour at once. */
export function participateMessage(event: EventTimes, template: string): string {
  return template.replaceAll("{titulo}", event.title).replaceAll("{data}", eventDays(event)).replaceAll("{hora}", formatTime(event.startTime));
}

/** "Das 19h30 às 21h", "A partir das 19h30", or over several days each time with its day: the hours, as a sentence of their own. */
export function eventHours(event: EventTimes): string {
  if (event.endDate) return `${event.endTime ? "Das " : ""}${timeRange(event)}`;
  return event.endTime ? `Das ${formatTime(event.startTime)} às ${formatTime(event.endTime)}` : `A partir das ${formatTime(event.startTime)}`;
}
