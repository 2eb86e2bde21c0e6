import type { Site } from "../../types/generated/content";
import { fillFactPlaceholders } from "./facts/fact-placeholders";
import { factFindings } from "./facts/fact-notes";
import { CONTENT_KINDS } from "./kinds/content-kinds";
import type { ContentFile, ListedFile } from "./kinds/content-kind";
import type { ContentListing } from "./kinds/list-content";
import { POSTS_KIND } from "./kinds/posts-kind";
import type { ContentNote, ContentProblem, LoadResult, SiteContent } from "./kinds/types";
import { finishPosts, type BodyTools } from "./posts/post-bodies";
import { FEATURED_POST_KEY, withFeaturedPost } from "./posts/featured-post";
import { SERMONS_KIND } from "./kinds/sermons-kind";
import { finishSermons } from "./sermons/finish-sermons";
import { problemAt } from "./read/json-source";
import { buildLinkIndex, crossCheckFile, type CheckIndex } from "./rules/cross-checks";
import { imageNameNotes } from "./rules/image-names";
import { endedEvents } from "./rules/ended-events";
import { nearDuplicateNotes } from "./rules/near-duplicates";
import { scheduledEntries, type PlacedNote } from "./rules/scheduled-entries";
import { schemaFindings } from "./schemas/schema-findings";
import type { SchemaSet } from "./schemas/schema-set";

const hasJson = (file: ListedFile): file is ContentFile => file.json !== undefined;

/** A note about one field, at that field's line. */
function placeNote(files: readonly ContentFile[], { file, pointer, message }: PlacedNote): ContentNote {
  const json = files.find((candidate) => candidate.file === file)?.json;
  if (!json) return { file, message };
  const { line, column } = problemAt(json, pointer, "key", message);
  return { file, line, column, message };
}

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
/** When the content is read for: a build publishes only what is due by then (src/build/build-site.ts). */
export interface CheckOptions {
  /**
   * Events that ended before this, and posts, events, sections and videos whose "Publicar em" is after it, leave the
   * content, each with a note, and a link to something not published yet is refused; without it everything stays
   * (the tests' own content, the editor's previews).
   */
  now?: Date;
}

export async function checkSite(listing: ContentListing, schemas: SchemaSet, bodies: BodyTools, options: CheckOptions = {}): Promise<LoadResult> {
  const notes = [...listing.notes, ...imageNameNotes(listing.images, `${listing.folder}/images`)];
  const problems = [...listing.problems];
  const index = buildLinkIndex(listing, schemas.index, options.now);
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
  const sermons = await finishSermons(
    parsed.filter((file) => file.kind === SERMONS_KIND),
    index,
    site,
    bodies,
  );
  notes.push(...sermons.notes);
  if (sermons.problems.length > 0) return { ok: false, problems: sermons.problems.sort(byPosition), notes };

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
  // Who approves the editor's changes (a person's WhatsApp) is the editor's alone: no output of the site carries it
  // (island props hold site.json whole). The editor reads it from site.json itself (src/editor/node/editor-data.ts).
  if (content.site) content.site = withoutApprover(content.site);
  content.sermons = sermons.sermons;
  let published = content as SiteContent;
  if (options.now) {
    // What waits for its "Publicar em" leaves every output, like an event already over.
    const scheduled = scheduledEntries(published, options.now, listing.folder);
    notes.push(...scheduled.notes.map((note) => placeNote(parsed, note)));
    const ended = endedEvents(scheduled.content, options.now, `${listing.folder}/events`);
    notes.push(...ended.notes);
    published = { ...scheduled.content, events: ended.current };
    const chosen = posts.posts.find((post) => post.id === site.featuredPost);
    if (chosen && !published.posts.some((post) => post.id === chosen.id)) {
      const shown = published.posts[0];
      notes.push(
        placeNote(parsed, {
          file: parsed.find((file) => file.kind.schema === "site.schema.json")?.file ?? `${listing.folder}/site.json`,
          pointer: `/${FEATURED_POST_KEY}`,
          message: `o artigo em destaque, ${chosen.id} ("${chosen.title}"), ainda não aparece no site: até ele aparecer, o destaque é o mais novo${shown ? `, ${shown.id} ("${shown.title}")` : ""}`,
        }),
      );
    }
  }
  // Once what waits has left: a chosen post still scheduled gives the top of the blog to the newest one until then.
  published = { ...published, posts: withFeaturedPost(published.posts, site) };
  return { ok: true, content: fillFactPlaceholders(published), notes };
}

function withoutApprover(site: Site): Site {
  const { approver: _editorsOnly, ...published } = site;
  return published;
}
