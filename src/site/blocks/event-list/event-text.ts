import { capitalize, formatLongDate } from "@/lib/dates";
import { formatTime } from "@/lib/time";

/** What an event's texts are built from (an item of the events collection). */
export interface EventTimes {
  title: string;
  date: string;
  startTime: string;
  endTime?: string;
}

export const DEFAULT_PARTICIPATE_MESSAGE = "Olá! Quero participar do evento {titulo} ({data}, às {hora}).";

/** "Domingo, 1 de novembro". */
export function cardDate(event: EventTimes): string {
  return capitalize(formatLongDate(event.date));
}

/** "18h30 às 21h", or just "18h30" when the content gives no end. */
export function timeRange(event: EventTimes): string {
  return event.endTime ? `${formatTime(event.startTime)} às ${formatTime(event.endTime)}` : formatTime(event.startTime);
}

/** The WhatsApp text, from the editor's template: the church learns which event, day and hour at once. */
export function participateMessage(event: EventTimes, template = DEFAULT_PARTICIPATE_MESSAGE): string {
  return template.replaceAll("{titulo}", event.title).replaceAll("{data}", formatLongDate(event.date)).replaceAll("{hora}", formatTime(event.startTime));
}
