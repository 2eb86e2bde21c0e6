import { checkSite } from "../../engine/core/check-site";
import { listContent, type SourceEntry } from "../../engine/core/kinds/list-content";
import type { ContentProblem } from "../../engine/core/kinds/types";
import { utf8Bytes } from "../../engine/core/read/content-limits";
import type { BodyTools } from "../../engine/core/posts/post-bodies";
import type { SchemaSet } from "../../engine/core/schemas/schema-set";
import type { ContentSources } from "../shared/editor-data";

/** The file a save writes, as the check will read it. */
export interface SavedFile {
  /** Project-relative ("site-content/pages/inicio.json"). */
  path: string;
  /** Exactly what will be written (the project's format: formatContent). */
  text: string;
  /** Pictures uploaded with this entry, not in the images folder yet ("/images/novo.jpg"). */
  uploads: string[];
}

const problemsOf = async (entries: SourceEntry[], sources: ContentSources, schemas: SchemaSet, tools: BodyTools, now: Date) => {
  // At this instant, as a build now would check it: a link to a post whose "Publicar em" is still ahead is refused.
  const result = await checkSite(listContent(sources.folder, entries), schemas, tools, { now });
  return result.ok ? [] : result.problems;
};

// Lines move when a file changes: a problem is "the same" when its file, field and words are.
const sameness = (problem: ContentProblem) => `${problem.file}\0${problem.pointer}\0${problem.message}`;

/**
 * What `npm run check` would say after this save, by running it (check-site.ts) on the content folder with the
 * saved file in its place: every problem of the saved file, and those it causes elsewhere (a section id a
 * link on another page pointed at). Problems other files already had are not this save's: the editor is how
 * they get fixed, one save at a time.
 */
export async function problemsOfSave(sources: ContentSources, saved: SavedFile, schemas: SchemaSet, tools: BodyTools): Promise<ContentProblem[]> {
  const text = saved.text;
  const uploads = saved.uploads.map((src): SourceEntry => ({ path: `${sources.folder}${src}`, type: "file" }));
  const after = [
    ...sources.entries.filter((entry) => entry.path !== saved.path),
    { path: saved.path, type: "file" as const, size: utf8Bytes(text), text },
    ...uploads,
  ];
  const now = new Date();
  const [before, found] = await Promise.all([problemsOf(sources.entries, sources, schemas, tools, now), problemsOf(after, sources, schemas, tools, now)]);
  const known = new Set(before.map(sameness));
  return found.filter((problem) => problem.file === saved.path || !known.has(sameness(problem)));
}
