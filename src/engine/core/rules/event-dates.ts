import type { ContentFile } from "../kinds/content-kind";
import type { Finding } from "../schemas/schema-messages";

const EVENT_SCHEMA = "content/event.schema.json";

/** "2026-12-14" → "14/12/2026", as the messages write a day. */
const day = (iso: string) => iso.split("-").reverse().join("/");

/**
 * An event of several days (a retreat) ends on its "endDate", which must come after its "date": JSON Schema checks
 * each date's form, not the two together. The agenda, the calendars and the hour it leaves the site all read the
 * span (src/lib/calendar.ts), so a span backwards would end it before it began.
 */
export function eventDateFindings(file: ContentFile): Finding[] {
  if (file.kind.schema !== EVENT_SCHEMA) return [];
  const { date, endDate } = file.json.value as { date?: unknown; endDate?: unknown };
  if (typeof date !== "string" || typeof endDate !== "string" || endDate > date) return [];
  const message =
    endDate === date
      ? `o último dia é o mesmo do primeiro (${day(date)}): para um evento de um dia só, deixe "Último dia" em branco`
      : `o último dia (${day(endDate)}) vem antes do primeiro (${day(date)}): confira as duas datas do evento`;
  return [{ pointer: "/endDate", anchor: "value", message }];
}
