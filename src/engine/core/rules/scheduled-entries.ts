import { PUBLISH_AT_PATTERN, formatPublishAt, isScheduled, publishInstant } from "../../../lib/publish-at";
import { appendPointer, splitPointer } from "../read/json-pointer";
import type { LoadedPage, SiteContent } from "../kinds/types";

/** The field that holds a "Publicar em" (schemas/common/publish-at.schema.json), wherever it is. */
export { SCHEDULE_KEY } from "../../../lib/due-time.mjs";

/** A date the schema's pattern lets through but the calendar does not have (30 February, 31 April). */
export function checkPublishAt(value: string): string | undefined {
  if (!PUBLISH_AT_PATTERN.test(value) || !Number.isNaN(publishInstant(value))) return undefined;
  return `o dia ${formatPublishAt(value).split(" ")[0]} não existe no calendário: confira o dia e o mês de "Publicar em"`;
}

/**
 * When the text at `pointer` appears on the site, in milliseconds: the latest "Publicar em" of the objects around it
 * (a post's own, a section's, a video's); undefined when none has one.
 */
export function shownFrom(root: unknown, pointer: string): number | undefined {
  let latest: number | undefined;
  let node: unknown = root;
  const visit = (value: unknown) => {
    const publishAt = (value as Dated | null)?.publishAt;
    const at = typeof publishAt === "string" ? publishInstant(publishAt) : Number.NaN;
    if (!Number.isNaN(at)) latest = Math.max(latest ?? at, at);
  };
  visit(node);
  for (const segment of splitPointer(pointer)) {
    if (node === null || typeof node !== "object") break;
    node = (node as Record<string, unknown>)[segment];
    visit(node);
  }
  return latest;
}

/** A note about one place of a file: checkSite turns the pointer into its line. */
export interface PlacedNote {
  file: string;
  pointer: string;
  message: string;
}

/** What a list inside a section holds, for the note ("o vídeo"); any other list with dates gets "o item". */
const ITEM_WORDS: Readonly<Record<string, string>> = { videos: "o vídeo" };

const dateOf = (publishAt: string) => formatPublishAt(publishAt);

type Dated = { publishAt?: string };
const waits = (item: unknown, now: Date): boolean => isScheduled((item as Dated | null)?.publishAt, now);

/** What names a section or an item in a note: its heading, title or name. */
function nameOf(value: Record<string, unknown>): string | undefined {
  for (const key of ["heading", "title", "name", "text"]) if (typeof value[key] === "string") return value[key];
  return undefined;
}

/** A page's sections without those still waiting, and inside each, its lists' items without those still waiting. */
function publishedPage(page: LoadedPage, now: Date, notes: PlacedNote[]): LoadedPage {
  type Section = LoadedPage["page"]["sections"][number];
  const sourceIndexes: Record<string, number[]> = {};
  const shown: number[] = [];
  const sections = page.page.sections.flatMap((section: Section, index): Section[] => {
    const pointer = appendPointer("/sections", index);
    const fields = section as unknown as Record<string, unknown>;
    const { publishAt } = section as Dated;
    if (publishAt !== undefined && waits(section, now)) {
      const name = nameOf(fields);
      notes.push({
        file: page.file,
        pointer: appendPointer(pointer, "publishAt"),
        message: `a seção ${index + 1}${name ? ` ("${name}")` : ""} da página ${page.route} aparece no site em ${dateOf(publishAt)}`,
      });
      return [];
    }
    shown.push(index);
    return [publishedItems(fields, pointer, page, now, notes, sourceIndexes) as unknown as Section];
  });
  if (shown.length < page.page.sections.length) sourceIndexes["/sections"] = shown;
  if (Object.keys(sourceIndexes).length === 0) return page;
  return { ...page, page: { ...page.page, sections }, sourceIndexes };
}

/** A section with the items of its lists (a video list's videos) that are still waiting left out; the same object when none is. */
function publishedItems<T extends Record<string, unknown>>(
  section: T,
  pointer: string,
  page: LoadedPage,
  now: Date,
  notes: PlacedNote[],
  sourceIndexes: Record<string, number[]>,
): T {
  let changed: Record<string, unknown> | undefined;
  for (const [key, value] of Object.entries(section)) {
    if (!Array.isArray(value) || !value.some((item) => waits(item, now))) continue;
    const list = appendPointer(pointer, key);
    const shown: number[] = [];
    const kept = value.filter((item, index) => {
      if (!waits(item, now)) return shown.push(index) > 0;
      const name = nameOf(item as Record<string, unknown>);
      notes.push({
        file: page.file,
        pointer: appendPointer(appendPointer(list, index), "publishAt"),
        message: `${ITEM_WORDS[key] ?? "o item"}${name ? ` "${name}"` : ""} da página ${page.route} aparece no site em ${dateOf((item as Dated).publishAt ?? "")}`,
      });
      return false;
    });
    sourceIndexes[list] = shown;
    // A list left empty is no list: the block shows what it shows without one.
    changed = { ...(changed ?? section), [key]: kept.length > 0 ? kept : undefined };
  }
  return (changed ?? section) as T;
}

/**
 * "Publicar em": what is still waiting at `now` leaves the content, like an event already over
 * (ended-events.ts), so no output shows it — the pages, the blog's lists and their payloads, the RSS feed, the
 * calendars, the structured data, the sitemap, the counts ({total-eventos}) and the search index are all made from
 * what this returns. A note for each says when it will appear; the scheduled build of each hour puts it on the
 * site (LEIA-ME, "Agendar uma publicação"). Links to it are refused until then (link-checks.ts).
 */
export function scheduledEntries(content: SiteContent, now: Date, folder: string): { content: SiteContent; notes: PlacedNote[] } {
  const notes: PlacedNote[] = [];
  const posts = content.posts.filter((post) => {
    if (!waits(post, now)) return true;
    notes.push({ file: post.file, pointer: "/publishAt", message: `o artigo "${post.title}" aparece no site em ${dateOf(post.publishAt ?? "")}` });
    return false;
  });
  const events = content.events.filter((event) => {
    if (!waits(event, now)) return true;
    notes.push({
      file: `${folder}/events/${event.slug}.json`,
      pointer: "/publishAt",
      message: `o evento "${event.title}" aparece na agenda do site em ${dateOf(event.publishAt ?? "")}`,
    });
    return false;
  });
  const sermons = content.sermons.filter((sermon) => {
    if (!waits(sermon, now)) return true;
    notes.push({ file: sermon.file, pointer: "/publishAt", message: `a mensagem "${sermon.title}" aparece no site em ${dateOf(sermon.publishAt ?? "")}` });
    return false;
  });
  const pages = content.pages.map((page) => publishedPage(page, now, notes));
  return { content: { ...content, posts, events, sermons, pages }, notes };
}
