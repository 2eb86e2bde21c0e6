import { addDays, formatLongDate } from "./dates";

/**
 * "Publicar em" (`publishAt`): when a post, an event, a page's section or a video first appears on the site, written
 * as São Paulo's wall clock, "2026-12-12 08:00" (the site's zone; UTC−03:00 all year since 2019, like the events'
 * times in calendar.ts). The build leaves out what is not due yet (src/engine/core/rules/scheduled-entries.ts).
 */
export const PUBLISH_AT_PATTERN = /^(\d{4}-\d{2}-\d{2}) (\d{2}):(\d{2})$/;

/** The instant "2026-12-12 08:00" names, in milliseconds; NaN when it names no real day or time (30 February). */
export function publishInstant(publishAt: string): number {
  const match = PUBLISH_AT_PATTERN.exec(publishAt);
  if (!match) return Number.NaN;
  const [, date = "", hours = "", minutes = ""] = match;
  // A day that does not exist rolls over in Date: addDays(…, 0) writes the day it really is.
  if (Number(hours) > 23 || Number(minutes) > 59 || !sameDay(date)) return Number.NaN;
  return Date.parse(`${date}T${hours}:${minutes}:00-03:00`);
}

function sameDay(date: string): boolean {
  try {
    return addDays(date, 0) === date;
  } catch {
    return false;
  }
}

/** Whether something with this "Publicar em" is still waiting at `now` (without one, it never waits). */
export function isScheduled(publishAt: string | undefined, now: Date | number): boolean {
  if (publishAt === undefined) return false;
  return publishInstant(publishAt) > (typeof now === "number" ? now : now.getTime());
}

/** "2026-12-12 08:00" → "12/12/2026 às 08:00": how the check and the editor's list say it. */
export function formatPublishAt(publishAt: string): string {
  const match = PUBLISH_AT_PATTERN.exec(publishAt);
  if (!match) return publishAt;
  const [year, month, day] = (match[1] ?? "").split("-");
  return `${day}/${month}/${year} às ${match[2]}:${match[3]}`;
}

/** "sábado, 12 de dezembro de 2026, às 08:00" (for the middle of a sentence): the entry's own words in the editor. */
export function describePublishAt(publishAt: string): string {
  const match = PUBLISH_AT_PATTERN.exec(publishAt);
  if (!match || Number.isNaN(publishInstant(publishAt))) return publishAt;
  return `${formatLongDate(match[1] ?? "", true)}, às ${match[2]}:${match[3]}`;
}
