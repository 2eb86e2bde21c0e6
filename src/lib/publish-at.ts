import { formatLongDate } from "./dates";
import { formatWallClock, PUBLISH_AT_PATTERN, publishInstant } from "./due-time.mjs";

/**
 * "Publicar em" (`publishAt`): when a post, an event, a page's section or a video first appears on the site, written
 * as São Paulo's wall clock, "2026-12-12 08:00" (the site's zone; UTC−03:00 all year since 2019, like the events'
 * times in calendar.ts). The build leaves out what is not due yet (src/engine/core/rules/scheduled-entries.ts). The
 * reading of the date itself is due-time.mjs's, shared with the hourly scheduled build (scripts/due-now.mjs).
 */
export { PUBLISH_AT_PATTERN, publishInstant } from "./due-time.mjs";

/** Whether something with this "Publicar em" is still waiting at `now` (without one, it never waits). */
export function isScheduled(publishAt: string | undefined, now: Date | number): boolean {
  if (publishAt === undefined) return false;
  return publishInstant(publishAt) > (typeof now === "number" ? now : now.getTime());
}

/** "2026-12-12 08:00" → "12/12/2026 às 08:00": how the check and the editor's list say it. */
export function formatPublishAt(publishAt: string): string {
  const match = PUBLISH_AT_PATTERN.exec(publishAt);
  return match ? formatWallClock(match[1] ?? "", `${match[2]}:${match[3]}`) : publishAt;
}

/** "sábado, 12 de dezembro de 2026, às 08:00" (for the middle of a sentence): the entry's own words in the editor. */
export function describePublishAt(publishAt: string): string {
  const match = PUBLISH_AT_PATTERN.exec(publishAt);
  if (!match || Number.isNaN(publishInstant(publishAt))) return publishAt;
  return `${formatLongDate(match[1] ?? "", true)}, às ${match[2]}:${match[3]}`;
}
