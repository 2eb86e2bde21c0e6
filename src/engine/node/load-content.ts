import { resolve } from "node:path";
import { contentFolder, contentPath } from "./content-folder";
import { symlinkProblems } from "./content-limits";
import type { Site } from "../../types/generated/content";
import { factFindings } from "./fact-notes";
import { fillFactPlaceholders } from "../core/facts/fact-placeholders";
import { nearDuplicateNotes } from "../core/rules/near-duplicates";
import { CONTENT_KINDS, type ContentFile, type ListedFile } from "../core/kinds/content-kinds";
import { buildLinkIndex, crossCheckFile } from "../core/rules/cross-checks";
import { imageNameNotes, indexImages, listSitePaths } from "./image-index";
import { problemAt } from "../core/read/json-source";
import type { LinkIndex } from "../core/rules/link-checks";
import { listKind } from "./list-content";
import { schemaFindings } from "../core/schemas/schema-findings";
import { loadSchemaSet, type SchemaSet } from "./schema-registry";
import { finishPosts, POSTS_KIND } from "./posts";
import type { ContentProblem, LoadResult, SiteContent } from "../core/kinds/types";

const hasJson = (file: ListedFile): file is ContentFile => file.json !== undefined;

function byPosition(a: ContentProblem, b: ContentProblem): number {
  if (a.file !== b.file) return a.file < b.file ? -1 : 1;
  return a.line - b.line || a.column - b.column;
}

function checkFile(file: ContentFile, schemas: SchemaSet, links: LinkIndex): ContentProblem[] {
  const validate = schemas.validator(file.kind.schema);
  const fromSchema = validate(file.json.value) ? [] : schemaFindings(validate.errors ?? [], schemas.index);
  const fromCrossChecks = crossCheckFile(file, links);
  // A cross-check speaks about that exact field (why javascript: is refused, which page was meant),
  // so where both fire it replaces the schema's more generic pattern message.
  const crossPointers = new Set(fromCrossChecks.map((finding) => finding.pointer));
  return [...fromSchema.filter((finding) => !crossPointers.has(finding.pointer)), ...fromCrossChecks].map(({ pointer, anchor, message, earlierPointer }) => {
    const earlier = earlierPointer === undefined ? "" : ` (o primeiro está na linha ${problemAt(file.json, earlierPointer, "value", "").line})`;
    return problemAt(file.json, pointer, anchor, message + earlier);
  });
}

/**
 * The whole content pipeline (read, parse with positions, validate, cross-check, collect), shared
 * by `npm run check`, the Vite plugin and the pre-renderer so none re-implements a step.
 */
export async function loadSiteContent(projectRoot: string): Promise<LoadResult> {
  const root = resolve(projectRoot);
  const [schemas, images, staticFiles, listings] = await Promise.all([
    loadSchemaSet(root),
    indexImages(root),
    // static/ is Vite's publicDir: its files are served at the site root, so links may point at them.
    listSitePaths(root, contentPath("static", root), "/"),
    Promise.all(CONTENT_KINDS.map((kind) => listKind(root, kind))),
  ]);
  const files = listings.flatMap((listing) => listing.files);
  const notes = [...listings.flatMap((listing) => listing.notes), ...imageNameNotes(images, root)];
  const problems = [...listings.flatMap((listing) => listing.problems), ...(await symlinkProblems(root, contentFolder(root)))];
  const links = buildLinkIndex(files, images, staticFiles, schemas.index);
  const parsed = files.filter(hasJson);
  for (const file of parsed) problems.push(...checkFile(file, schemas, links));
  if (problems.length > 0) return { ok: false, problems: problems.sort(byPosition), notes };

  const site = parsed.find((file) => file.kind.schema === "site.schema.json")?.json.value as Site;
  const posts = await finishPosts(
    root,
    parsed.filter((file) => file.kind === POSTS_KIND),
    links,
    site,
  );
  notes.push(...posts.notes);
  if (posts.problems.length > 0) return { ok: false, problems: posts.problems.sort(byPosition), notes };

  const facts = await factFindings(root, parsed, posts.posts, site);
  notes.push(...facts.notes, ...nearDuplicateNotes(parsed));
  if (facts.problems.length > 0) return { ok: false, problems: facts.problems.sort(byPosition), notes };

  const content: Partial<SiteContent> = {};
  for (const kind of CONTENT_KINDS)
    kind.collect(
      parsed.filter((file) => file.kind === kind),
      content,
    );
  content.posts = posts.posts;
  return { ok: true, content: fillFactPlaceholders(content as SiteContent), notes };
}
