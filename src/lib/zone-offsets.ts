/**
 * A time zone's offsets from UTC over a stretch of time, worked out where the zone's rules are at hand (the build, in
 * Node), so that the page script reads a church's wall clock by arithmetic. A browser's first clock in a named zone
 * (`Intl.DateTimeFormat` with `timeZone`) loads its calendar data: about 20 ms, 80 on the slowed phone Lighthouse
 * simulates, the one long task of a page with a next-service line (docs/performance.md).
 */
export interface ZoneOffsets {
  /** From which minute (since 1970, UTC) each offset holds, in minutes ahead of UTC (São Paulo: -180), in order. */
  f: [fromMinute: number, offsetMinutes: number][];
  /** The minute until which the table holds: past it, the zone's rules are asked again. */
  u: number;
}

const MINUTE_MS = 60_000;
/** Offsets change at most twice a year: sampled every six hours, each change is then found to the minute. */
const SAMPLE_MINUTES = 6 * 60;

function offsetAt(wallClock: Intl.DateTimeFormat, minute: number): number {
  const parts = wallClock.formatToParts(new Date(minute * MINUTE_MS));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((candidate) => candidate.type === type)?.value);
  return Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute")) / MINUTE_MS - minute;
}

/** The zone's offsets from `from` for `days` days, by the rules of the zone data this runtime has. */
export function zoneOffsets(timeZone: string, from: Date, days: number): ZoneOffsets {
  const wallClock = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
  });
  const start = Math.floor(from.getTime() / MINUTE_MS);
  const until = start + days * 24 * 60;
  const table: [number, number][] = [[start, offsetAt(wallClock, start)]];
  for (let minute = start + SAMPLE_MINUTES; minute < until + SAMPLE_MINUTES; minute += SAMPLE_MINUTES) {
    const sampled = Math.min(minute, until - 1);
    const before = table.at(-1)![1];
    if (offsetAt(wallClock, sampled) === before) continue;
    // The offset changed since the last sample: halve the stretch down to the minute it changed at.
    let low = sampled - SAMPLE_MINUTES;
    let high = sampled;
    while (high - low > 1) {
      const middle = Math.floor((low + high) / 2);
      if (offsetAt(wallClock, middle) === before) low = middle;
      else high = middle;
    }
    table.push([high, offsetAt(wallClock, high)]);
  }
  return { f: table, u: until };
}

/** The offset at `minute` (since 1970, UTC), or undefined outside the table's stretch. */
export function offsetIn(offsets: ZoneOffsets, minute: number): number | undefined {
  if (minute < offsets.f[0]![0] || minute >= offsets.u) return undefined;
  let offset: number | undefined;
  for (const [from, value] of offsets.f) if (minute >= from) offset = value;
  return offset;
}
