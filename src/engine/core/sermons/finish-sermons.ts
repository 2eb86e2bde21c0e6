import type { Sermon, Site } from "../../../types/generated/content";
import { publishInstant } from "../../../lib/publish-at";
import type { ContentFile } from "../kinds/content-kind";
import { sermonRoute } from "../kinds/sermons-kind";
import type { ContentNote, ContentProblem, LoadedSermon } from "../kinds/types";
import { readPassage, type Passage } from "../passages/read-passage";
import { normalizeMarkdown } from "../posts/markdown-compile";
import { bodyImageFiles, markdownBodyPlace, originOf, removalFindings, type BodyTools } from "../posts/post-bodies";
import { problemAt } from "../read/json-source";
import type { LinkIndex } from "../rules/link-checks";
import { checkPostBody } from "../rules/post-body-checks";

export interface FinishedSermons {
  sermons: LoadedSermon[];
  problems: ContentProblem[];
  notes: ContentNote[];
}

const NOTES_POINTER = "/notes";
const NOTES_NOUN = { a: "uma anotação de mensagem", the: "a anotação" };

/** Its passages in their stored form (the schema's bibleReference keyword has refused any that do not read). */
function passagesOf(sermon: Sermon): Passage[] {
  return (sermon.passages ?? []).flatMap((written) => {
    const reading = readPassage(written);
    return "passage" in reading ? [reading.passage] : [];
  });
}

/** Two sermons at the same place of one series would leave the visitor two "parte 2": the later file is refused. */
function repeatedParts(files: readonly ContentFile[]): ContentProblem[] {
  const seen = new Map<string, string>();
  return files.flatMap((file) => {
    const { series, part } = file.json.value as Sermon;
    if (series === undefined || part === undefined) return [];
    const key = `${series}\u0000${part}`;
    const earlier = seen.get(key);
    seen.set(key, earlier ?? file.file);
    if (!earlier) return [];
    const message = `a parte ${part} da série "${series}" já é ${earlier}: cada mensagem de uma série tem a sua posição. Mude o número de uma das duas`;
    return [problemAt(file.json, "/part", "value", message)];
  });
}

/**
 * The sermons as the site shows them: passages read to their stored form, notes compiled from Markdown and cleaned by
 * the post sanitiser, their links and pictures checked like a post's body (at the notes' value, quoting the words),
 * each part of a series once. Newest first.
 */
export async function finishSermons(files: ContentFile[], index: LinkIndex, site: Site, tools: BodyTools): Promise<FinishedSermons> {
  const result: FinishedSermons = { sermons: [], problems: repeatedParts(files), notes: [] };
  const read = files.map((file) => {
    const { $schema: _schema, notes, passages: _passages, ...sermon } = file.json.value as Sermon & { $schema?: string };
    const markdown = typeof notes === "string" && notes.trim() !== "" ? normalizeMarkdown(notes) : undefined;
    return { file, sermon, passages: passagesOf(file.json.value as Sermon), markdown };
  });
  const markdowns = read.flatMap(({ markdown }) => (markdown === undefined ? [] : [markdown]));
  const compiled = await tools.compile(markdowns);
  const cleaned = await tools.sanitize(
    compiled.map((item) => item.html),
    { siteOrigin: originOf(site) },
  );
  let next = 0;
  for (const { file, sermon, passages, markdown } of read) {
    let notesHtml: string | undefined;
    let bodyImages: string[] = [];
    if (markdown !== undefined) {
      const at = next++;
      const body = cleaned[at];
      const compiledNotes = compiled[at];
      if (!body || !compiledNotes) continue;
      const place = markdownBodyPlace(file.json, markdown, compiledNotes, NOTES_POINTER);
      const removals = removalFindings(place, body, NOTES_NOUN);
      result.notes.push(...removals.notes);
      result.problems.push(...removals.problems);
      const from = sermon.publishAt === undefined ? undefined : publishInstant(sermon.publishAt);
      result.problems.push(...checkPostBody(sermonRoute(file.name), body, index, from).map(({ at: where, message }) => place.problem(where, message)));
      notesHtml = body.html;
      bodyImages = bodyImageFiles(body);
    }
    result.sermons.push({ ...sermon, slug: file.name, file: file.file, passages, bodyImages, ...(notesHtml === undefined ? {} : { notesHtml }) });
  }
  result.sermons.sort((a, b) => b.date.localeCompare(a.date) || b.slug.localeCompare(a.slug));
  return result;
}
