// Types of due-time.mjs (plain JavaScript, so Node runs it with nothing installed).

export declare const PUBLISH_AT_PATTERN: RegExp;
export declare const SCHEDULE_KEY: "publishAt";
export declare const EVENTS_FOLDER: "events";
export declare const DEFAULT_DURATION_MINUTES: number;

/** A day and a time on São Paulo's wall clock. */
export interface WallClock {
  date: string;
  time: string;
}

export interface TimedEvent {
  date: string;
  /** The last day of an event of several days. */
  endDate?: string;
  startTime: string;
  endTime?: string;
}

/** A moment of the content that changes the site. */
export interface SiteMoment extends WallClock {
  /** The file, named from the project root. */
  file: string;
  kind: "publishAt" | "eventEnd";
  /** Milliseconds since the epoch. */
  at: number;
}

export declare function shiftDay(isoDate: string, days: number): string;
export declare function wallClockInstant(isoDate: string, time: string): number;
export declare function publishInstant(publishAt: string): number;
export declare function formatWallClock(isoDate: string, time: string): string;
export declare function eventEnd(event: TimedEvent): WallClock;
export declare function eventEndInstant(event: TimedEvent): string;
export declare function siteMoments(files: { file: string; value: unknown }[], folder: string): SiteMoment[];
export declare function dueMoments(files: { file: string; value: unknown }[], folder: string, now: number, windowMinutes: number): SiteMoment[];
export declare function dueLine(moment: SiteMoment): string;
