import { walkJson } from "../core/read/json-pointer";
import { SCHEDULE_KEY } from "../core/rules/scheduled-entries";
import { formatPublishAt, publishInstant } from "../../lib/publish-at";
import { readContentListing } from "./read-content";

/** Something whose "Publicar em" fell inside the window: the file and the date, for the workflow's log. */
export interface DueEntry {
  file: string;
  publishAt: string;
}

/**
 * Every "Publicar em" of the content folder that falls in (`now` − `windowMinutes`, `now`]: the scheduled build
 * (.github/workflows/scheduled-build.yml) asks the host for a new build only when something is due, so an hourly
 * schedule costs a build only in the hours that need one (hosts count build minutes).
 */
export async function dueEntries(root: string, now: Date, windowMinutes: number): Promise<DueEntry[]> {
  const listing = await readContentListing(root);
  const from = now.getTime() - windowMinutes * 60_000;
  const due: DueEntry[] = [];
  for (const { file, json } of listing.files) {
    walkJson(json?.value, (key, value) => {
      if (key !== SCHEDULE_KEY || typeof value !== "string") return;
      const at = publishInstant(value);
      if (at > from && at <= now.getTime()) due.push({ file, publishAt: value });
    });
  }
  return due;
}

/** One pt-BR line per entry, for the log. */
export const dueLine = ({ file, publishAt }: DueEntry) => `${file}: marcado para ${formatPublishAt(publishAt)}`;
