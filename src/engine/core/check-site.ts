import type { Site } from "../../types/generated/content";
import { fillFactPlaceholders } from "./facts/fact-placeholders";
import { factFindings } from "./facts/fact-notes";
import { CONTENT_KINDS } from "./kinds/content-kinds";
import type { ContentFile, ListedFile } from "./kinds/content-kind";
import type { ContentListing } from "./kinds/list-content";
import { POSTS_KIND } from "./kinds/posts-kind";
import type { ContentProblem, LoadResult, SiteContent } from "./kinds/types";
import { finishPosts, type BodyTools } from "./posts/post-bodies";
import { problemAt } from "./read/json-source";
import { buildLinkIndex, crossCheckFile, type CheckIndex } from "./rules/cross-checks";
import { imageNameNotes } from "./rules/image-names";
import { endedEvents } from "./rules/ended-events";
import { nearDuplicateNotes } from "./rules/near-duplicates";
import { schemaFindings } from "./schemas/schema-findings";
import type { SchemaSet } from "./schemas/schema-set";

const hasJson = (file: ListedFile): file is ContentFile => file.json !== undefined;

function byPosition(a: ContentProblem, b: ContentProblem): number {
  if (a.file !== b.file) return a.file < b.file ? -1 : 1;
  return a.line - b.line || a.column - b.column;
}

function checkFile(file: ContentFile, schemas: SchemaSet, index: CheckIndex): ContentProblem[] {
  const validate = schemas.validator(file.kind.schema);
  const fromSchema = validate(file.json.value) ? [] : schemaFindings(validate.errors ?? [], schemas.index);
  const fromCrossChecks = crossCheckFile(file, index);
  // A cross-check speaks about that exact field (why javascript: is refused, which page was meant),
  // so where both fire it replaces the schema's more generic pattern message.
  const crossPointers = new Set(fromCrossChecks.map((finding) => finding.pointer));
  return [...fromSchema.filter((finding) => !crossPointers.has(finding.pointer)), ...fromCrossChecks].map(({ pointer, anchor, message, earlierPointer }) => {
    const earlier = earlierPointer === undefined ? "" : ` (o primeiro está na linha ${problemAt(file.json, earlierPointer, "value", "").line})`;
    return problemAt(file.json, pointer, anchor, message + earlier);
  });
}

/**
 * The whole content pipeline after reading (validate, cross-check, posts' bodies, facts, collect), one
 * implementation for every door: `npm run check`, the build and the dev server read the folder from disk
 * (src/engine/node/load-content.ts); the site editor hands it its copy of the folder with the file it is
 * saving (src/editor/app/save-check.ts). Counts and texts that name the events ({total-eventos}) count the
 * events still ahead when `now` is given, as the visitor will see them.
 */
/** When the content is read for: a build publishes only the events not over by then (src/build/build-site.ts). */
export interface CheckOptions {
  /** Events that ended before this leave the content, each with a warning; without it every event stays (tests, the editor). */
  now?: Date;
}

export async function checkSite(listing: ContentListing, schemas: SchemaSet, bodies: BodyTools, options: CheckOptions = {}): Promise<LoadResult> {
  const notes = [...listing.notes, ...imageNameNotes(listing.images, `${listing.folder}/images`)];
  const problems = [...listing.problems];
  const index = buildLinkIndex(listing, schemas.index);
  const parsed = listing.files.filter(hasJson);
  for (const file of parsed) problems.push(...checkFile(file, schemas, index));
  if (problems.length > 0) return { ok: false, problems: problems.sort(byPosition), notes };

  const site = parsed.find((file) => file.kind.schema === "site.schema.json")?.json.value as Site;
  const posts = await finishPosts(
    parsed.filter((file) => file.kind === POSTS_KIND),
    listing,
    index,
    site,
    bodies,
  );
  notes.push(...posts.notes);
  if (posts.problems.length > 0) return { ok: false, problems: posts.problems.sort(byPosition), notes };

  const facts = factFindings(parsed, posts.posts, site, listing.htmlBodies);
  notes.push(...facts.notes, ...nearDuplicateNotes(parsed));
  if (facts.problems.length > 0) return { ok: false, problems: facts.problems.sort(byPosition), notes };

  const content: Partial<SiteContent> = {};
  for (const kind of CONTENT_KINDS)
    kind.collect(
      parsed.filter((file) => file.kind === kind),
      content,
    );
  content.posts = posts.posts;
  if (options.now) {
    const ended = endedEvents(content as SiteContent, options.now, `${listing.folder}/events`);
    notes.push(...ended.notes);
    content.events = ended.current;
  }
  return { ok: true, content: fillFactPlaceholders(content as SiteContent), notes };
}
