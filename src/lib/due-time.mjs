// When the content's dates change what the site shows: a "Publicar em" falling due, an event ending. Plain
// JavaScript with no imports, so the engine (through publish-at.ts and calendar.ts) and the hourly scheduled build
// (scripts/due-now.mjs, run by Node alone, before anything is installed) read every date by this one rule.
// Its types are in due-time.d.mts.

/** "2026-12-12 08:00": São Paulo's wall clock (schemas/common/publish-at.schema.json). */
export const PUBLISH_AT_PATTERN = /^(\d{4}-\d{2}-\d{2}) (\d{2}):(\d{2})$/;

/** The field that holds a "Publicar em", wherever it is (a post, an event, a section, a video). */
export const SCHEDULE_KEY = "publishAt";

/** The collection whose entries end (their files' folder inside the content folder). */
export const EVENTS_FOLDER = "events";

/** Events without an end time, and services, are given two hours: a typical service. */
export const DEFAULT_DURATION_MINUTES = 120;

/** São Paulo has kept UTC−03:00 all year since daylight saving ended in 2019: content times are that zone's. */
const CHURCH_OFFSET = "-03:00";

/** "2026-02-30" → "2026-03-02": the day `days` after a calendar day, whatever zone this runs in. */
export function shiftDay(isoDate, days) {
  const [year, month, day] = isoDate.split("-").map(Number);
  const date = new Date(Date.UTC(year, month - 1, day + days, 12));
  return [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()].map((part, i) => String(part).padStart(i === 0 ? 4 : 2, "0")).join("-");
}

/** The instant São Paulo's wall clock names, in milliseconds; NaN for a day or time the calendar does not have. */
export function wallClockInstant(isoDate, time) {
  const clock = /^(\d{2}):(\d{2})$/.exec(time);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate) || !clock || Number(clock[1]) > 23 || Number(clock[2]) > 59) return Number.NaN;
  // A day that does not exist rolls over in Date: shifting it by nothing writes the day it really is.
  if (shiftDay(isoDate, 0) !== isoDate) return Number.NaN;
  return Date.parse(`${isoDate}T${time}:00${CHURCH_OFFSET}`);
}

/** The instant "2026-12-12 08:00" names, in milliseconds; NaN when it names no real day or time (30 February). */
export function publishInstant(publishAt) {
  const match = PUBLISH_AT_PATTERN.exec(publishAt);
  return match ? wallClockInstant(match[1], `${match[2]}:${match[3]}`) : Number.NaN;
}

/** "2026-12-12", "08:00" → "12/12/2026 às 08:00": how the check, the editor's lists and the scheduled build say it. */
export function formatWallClock(isoDate, time) {
  const [year, month, day] = isoDate.split("-");
  return `${day}/${month}/${year} às ${time}`;
}

/**
 * When an event ends, on São Paulo's wall clock: its end time, the next day when that is not after the start (a vigil
 * from 22:00 to 02:00), or two hours after the start. An event of several days ends on its last day (`endDate`), at its
 * end time, or when that day is over.
 */
export function eventEnd({ date, endDate, startTime, endTime }) {
  if (endDate) return endTime ? { date: endDate, time: endTime } : { date: shiftDay(endDate, 1), time: "00:00" };
  if (!endTime) {
    const [hours, minutes] = startTime.split(":").map(Number);
    const total = hours * 60 + minutes + DEFAULT_DURATION_MINUTES;
    const pad = (n) => String(n).padStart(2, "0");
    return { date: shiftDay(date, Math.floor(total / 1440)), time: `${pad(Math.floor((total % 1440) / 60))}:${pad(total % 60)}` };
  }
  return { date: endTime > startTime ? date : shiftDay(date, 1), time: endTime };
}

/** When an event ends, as an ISO instant ("2026-11-07T21:00:00-03:00"): what a browser compares its clock with. */
export function eventEndInstant(event) {
  const end = eventEnd(event);
  return `${end.date}T${end.time}:00${CHURCH_OFFSET}`;
}

function walk(value, visit) {
  if (Array.isArray(value)) value.forEach((item) => walk(item, visit));
  else if (value !== null && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) {
      visit(key, child);
      walk(child, visit);
    }
  }
}

const isEventFile = (file, folder) => file.startsWith(`${folder}/${EVENTS_FOLDER}/`) && !file.slice(folder.length + EVENTS_FOLDER.length + 2).includes("/");

/**
 * Every moment of the content files that changes the site: each "Publicar em" (when it appears) and each event's
 * end (when it leaves the agenda, its calendar and its structured data). `files`: the content folder's JSON files,
 * parsed, named from the project root ("site-content/posts/x.json"); `folder`: the content folder.
 */
export function siteMoments(files, folder) {
  const moments = [];
  for (const { file, value } of files) {
    walk(value, (key, child) => {
      if (key !== SCHEDULE_KEY || typeof child !== "string") return;
      const match = PUBLISH_AT_PATTERN.exec(child);
      if (match) moments.push({ file, kind: "publishAt", at: publishInstant(child), date: match[1], time: `${match[2]}:${match[3]}` });
    });
    const event = value;
    if (isEventFile(file, folder) && typeof event?.date === "string" && typeof event.startTime === "string") {
      const end = eventEnd(event);
      moments.push({ file, kind: "eventEnd", at: Date.parse(eventEndInstant(event)), ...end });
    }
  }
  return moments.filter((moment) => !Number.isNaN(moment.at));
}

/** The moments in (`now` − `windowMinutes`, `now`]: what the scheduled build of this hour must publish. */
export function dueMoments(files, folder, now, windowMinutes) {
  const from = now - windowMinutes * 60_000;
  return siteMoments(files, folder).filter((moment) => moment.at > from && moment.at <= now);
}

/** One pt-BR line per moment, for the workflow's log. */
export function dueLine({ file, kind, date, time }) {
  return kind === "publishAt" ? `${file}: marcado para ${formatWallClock(date, time)}` : `${file}: o evento terminou em ${formatWallClock(date, time)}`;
}
