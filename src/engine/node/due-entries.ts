import { dueMoments, type SiteMoment } from "../../lib/due-time.mjs";
import { readContentListing } from "./read-content";
import { contentFolder } from "./content-folder";

/**
 * What falls in (`now` − `windowMinutes`, `now`] in the content folder, as the engine reads the folder: each "Publicar
 * em" that fell due and each event that ended. The hourly scheduled build asks the same question with Node alone
 * (scripts/due-now.mjs), by the same rule (src/lib/due-time.mjs); tests/unit/pipeline/scheduled-entries.test.ts
 * holds the two to the same answer.
 */
export async function dueEntries(root: string, now: Date, windowMinutes: number): Promise<SiteMoment[]> {
  const listing = await readContentListing(root);
  const files = listing.files.map(({ file, json }) => ({ file, value: json?.value }));
  return dueMoments(files, contentFolder(root), now.getTime(), windowMinutes);
}
