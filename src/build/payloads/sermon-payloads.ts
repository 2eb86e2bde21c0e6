import type { ImageInfo, ImageInfoMap } from "../../site/data/image-info";
import {
  ALL_SERMONS_LIST,
  SERMON_LIST_PAGE_SIZE,
  sermonListDataPath,
  type SermonFilter,
  type SermonGroupPayload,
  type SermonListData,
  type SermonListPage,
  type SermonPayload,
  type SermonSummary,
  type SermonsHome,
} from "../../site/data/sermons";
import { BIBLE_BOOKS, bookPosition } from "../../engine/core/passages/bible-books";
import { bookRoute, preacherRoute, sermonRoute, seriesRoute } from "../../engine/core/kinds/sermons-kind";
import type { LoadedSermon, PersonEntry, SeriesEntry, SiteContent } from "../../engine/core/kinds/types";
import { slugify } from "../../lib/text";
import { youtubeId } from "../../lib/youtube";
import { splitIntoPages } from "./post-lists";

/** How many series /mensagens offers as filters (the most recently preached): the page must not grow with the years. */
export const SERIES_FILTERS = 12;

type Describe = (src: string) => Promise<ImageInfo>;

/** The place that lists the sermons, as its page names it: the page holding the sermon-list block. */
export function sermonsHome(content: SiteContent): SermonsHome {
  const page = content.pages.find((candidate) => candidate.page.sections.some((section) => section.type === "sermon-list"));
  const block = page?.page.sections.find((section) => section.type === "sermon-list");
  const unavailableText = block?.type === "sermon-list" ? block.unavailableText : undefined;
  return { name: page?.page.title ?? content.site.name, route: page?.route ?? "/", ...(unavailableText ? { unavailableText } : {}) };
}

/** The people, series and lists of one content, read once per build (the build hands the same content to every call). */
interface SermonIndex {
  people: Map<string, PersonEntry>;
  series: Map<string, SeriesEntry>;
  summaries: Map<string, SermonSummary>;
  /** Each series' sermons in their order (part, then date). */
  bySeries: Map<string, LoadedSermon[]>;
  lists: { filter: SermonFilter; sermons: LoadedSermon[] }[];
}

const indexes = new WeakMap<SiteContent, SermonIndex>();

function bySeriesOrder(a: LoadedSermon, b: LoadedSermon): number {
  return (a.part ?? Number.MAX_SAFE_INTEGER) - (b.part ?? Number.MAX_SAFE_INTEGER) || a.date.localeCompare(b.date) || a.slug.localeCompare(b.slug);
}

function sermonIndex(content: SiteContent): SermonIndex {
  let index = indexes.get(content);
  if (index) return index;
  const people = new Map(content.people.map((person) => [person.slug, person]));
  const series = new Map(content.series.map((entry) => [entry.slug, entry]));
  const summaries = new Map<string, SermonSummary>();
  for (const sermon of content.sermons) {
    const person = people.get(sermon.preacher);
    const inSeries = sermon.series === undefined ? undefined : series.get(sermon.series);
    summaries.set(sermon.slug, {
      slug: sermon.slug,
      route: sermonRoute(sermon.slug),
      title: sermon.title,
      date: sermon.date,
      summary: sermon.summary,
      passages: sermon.passages.map((passage) => passage.text),
      preacher: { slug: sermon.preacher, name: person?.name ?? sermon.preacher, role: person?.role ?? "", route: preacherRoute(sermon.preacher) },
      ...(inSeries ? { series: { slug: inSeries.slug, name: inSeries.name, route: seriesRoute(inSeries.slug) } } : {}),
      ...(sermon.part === undefined ? {} : { part: sermon.part }),
      image: sermon.image ?? inSeries?.image ?? content.site.seo.image,
      video: sermon.video !== undefined,
      audio: sermon.audio !== undefined,
    });
  }
  const bySeries = new Map<string, LoadedSermon[]>();
  for (const sermon of content.sermons) if (sermon.series) bySeries.set(sermon.series, [...(bySeries.get(sermon.series) ?? []), sermon]);
  for (const list of bySeries.values()) list.sort(bySeriesOrder);

  const lists: SermonIndex["lists"] = [];
  // Series by their newest sermon, newest first; every series has its list, /mensagens offers the newest few.
  const seriesOrder = [...series.values()].sort(
    (a, b) => (bySeries.get(b.slug)?.at(-1)?.date ?? "").localeCompare(bySeries.get(a.slug)?.at(-1)?.date ?? "") || a.name.localeCompare(b.name, "pt-BR"),
  );
  for (const entry of seriesOrder) {
    const sermons = content.sermons.filter((sermon) => sermon.series === entry.slug);
    lists.push({ filter: { group: "serie", list: `serie-${entry.slug}`, name: entry.name, count: sermons.length, route: seriesRoute(entry.slug) }, sermons });
  }
  const preachers = [...new Set(content.sermons.map((sermon) => sermon.preacher))].flatMap((slug) =>
    people.has(slug) ? [people.get(slug) as PersonEntry] : [],
  );
  for (const person of preachers.sort((a, b) => a.name.localeCompare(b.name, "pt-BR"))) {
    const sermons = content.sermons.filter((sermon) => sermon.preacher === person.slug);
    lists.push({
      filter: { group: "pregador", list: `pregador-${person.slug}`, name: person.name, count: sermons.length, route: preacherRoute(person.slug) },
      sermons,
    });
  }
  const books = [...new Set(content.sermons.flatMap((sermon) => sermon.passages.map((passage) => passage.book)))].sort(
    (a, b) => bookPosition(a) - bookPosition(b),
  );
  for (const book of books) {
    const name = BIBLE_BOOKS[book] ?? book;
    const sermons = content.sermons.filter((sermon) => sermon.passages.some((passage) => passage.book === book));
    lists.push({ filter: { group: "livro", list: `livro-${slugify(name)}`, name, count: sermons.length, route: bookRoute(slugify(name)) }, sermons });
  }
  index = { people, series, summaries, bySeries, lists };
  indexes.set(content, index);
  return index;
}

/** The addresses of every series', preacher's and book's page (each filter of the archive has one). */
export function sermonArchiveRoutes(content: SiteContent): SermonFilter[] {
  return sermonIndex(content).lists.map(({ filter }) => filter);
}

export function sermonSummary(content: SiteContent, sermon: LoadedSermon): SermonSummary {
  return sermonIndex(content).summaries.get(sermon.slug) as SermonSummary;
}

/** What /mensagens's data carries (never more than a page of sermons, a series' worth and the bounded filters). */
export function sermonListData(content: SiteContent, podcast?: string): SermonListData {
  const index = sermonIndex(content);
  const summaries = content.sermons.map((sermon) => sermonSummary(content, sermon));
  // The series being preached: that of the newest sermon in a series (a guest's Sunday between two parts leaves it current).
  const inSeries = content.sermons.find((sermon) => sermon.series !== undefined);
  const current = inSeries?.series ? index.series.get(inSeries.series) : undefined;
  const pages = splitIntoPages(summaries, SERMON_LIST_PAGE_SIZE);
  const seriesFilters = index.lists.filter(({ filter }) => filter.group === "serie" && filter.count > 0).slice(0, SERIES_FILTERS);
  return {
    latest: summaries[0] ?? null,
    current: current
      ? {
          series: { slug: current.slug, name: current.name, route: seriesRoute(current.slug), description: current.description, image: current.image },
          sermons: (index.bySeries.get(current.slug) ?? []).map((sermon) => sermonSummary(content, sermon)),
        }
      : null,
    list: ALL_SERMONS_LIST,
    first: pages[0] ?? [],
    total: summaries.length,
    pageCount: pages.length,
    filters: [...seriesFilters, ...index.lists.filter(({ filter }) => filter.group !== "serie")].map(({ filter }) => filter),
    ...(podcast ? { podcast } : {}),
    home: sermonsHome(content),
  };
}

async function imagesOf(summaries: readonly SermonSummary[], describeImage: Describe): Promise<ImageInfoMap> {
  const images: ImageInfoMap = {};
  for (const summary of summaries) images[summary.image.src] = await describeImage(summary.image.src);
  return images;
}

/** Every list file, by path: all sermons, then each series', preacher's and book's, page by page. */
export async function sermonListFiles(content: SiteContent, describeImage: Describe): Promise<Map<string, SermonListPage>> {
  const lists: [string, LoadedSermon[]][] = [
    [ALL_SERMONS_LIST, content.sermons],
    ...sermonIndex(content).lists.map(({ filter, sermons }): [string, LoadedSermon[]] => [filter.list, sermons]),
  ];
  const files = new Map<string, SermonListPage>();
  for (const [list, sermons] of lists) {
    const pages = splitIntoPages(
      sermons.map((sermon) => sermonSummary(content, sermon)),
      SERMON_LIST_PAGE_SIZE,
    );
    for (const [at, summaries] of pages.entries())
      files.set(sermonListDataPath(list, at + 1), {
        sermons: summaries,
        images: await imagesOf(summaries, describeImage),
        page: at + 1,
        pageCount: pages.length,
        total: sermons.length,
      });
  }
  return files;
}

/** One sermon's page: the sermon, its preacher, its neighbours in its series. */
export async function buildSermonPayload(content: SiteContent, sermon: LoadedSermon, describeImage: Describe, podcast?: string): Promise<SermonPayload> {
  const index = sermonIndex(content);
  const summary = sermonSummary(content, sermon);
  const inSeries = sermon.series ? (index.bySeries.get(sermon.series) ?? []) : [];
  const at = inSeries.findIndex((other) => other.slug === sermon.slug);
  const previous = at > 0 ? inSeries[at - 1] : undefined;
  const next = at >= 0 ? inSeries[at + 1] : undefined;
  const person = index.people.get(sermon.preacher);
  const video = sermon.video ? youtubeId(sermon.video) : undefined;
  const church = sermon.church ? content.churches.find((entry) => (entry as { slug?: string }).slug === sermon.church) : undefined;
  const neighbours = [previous, next].flatMap((other) => (other ? [sermonSummary(content, other)] : []));
  const images = await imagesOf([summary, ...neighbours], describeImage);
  if (person?.photo) images[person.photo.src] = await describeImage(person.photo.src);
  return {
    sermon: {
      ...summary,
      ...(sermon.notesHtml ? { notesHtml: sermon.notesHtml } : {}),
      ...(video ? { videoId: video } : {}),
      ...(sermon.audio ? { audioUrl: sermon.audio } : {}),
      ...(church ? { churchName: church.name } : {}),
    },
    preacher: { ...summary.preacher, ...(person?.photo ? { photo: person.photo } : {}), ...(person?.bio ? { bio: person.bio } : {}) },
    ...(previous ? { previous: sermonSummary(content, previous) } : {}),
    ...(next ? { next: sermonSummary(content, next) } : {}),
    images,
    home: sermonsHome(content),
    ...(podcast ? { podcast } : {}),
  };
}

const EYEBROWS: Record<SermonFilter["group"], string> = { serie: "Série de mensagens", pregador: "Mensagens de", livro: "Mensagens em" };

/** A page per series (every one, with or without sermons yet), per preacher and per book of the Bible. */
export async function buildSermonGroupPayloads(
  content: SiteContent,
  describeImage: Describe,
  seriesPodcast: (slug: string) => string | undefined,
): Promise<{ route: string; payload: SermonGroupPayload }[]> {
  const index = sermonIndex(content);
  const home = sermonsHome(content);
  const result: { route: string; payload: SermonGroupPayload }[] = [];
  for (const { filter, sermons } of index.lists) {
    const ordered = filter.group === "serie" ? [...sermons].sort(bySeriesOrder) : sermons;
    const summaries = ordered.map((sermon) => sermonSummary(content, sermon));
    const pages = splitIntoPages(summaries, SERMON_LIST_PAGE_SIZE);
    const first = pages[0] ?? [];
    const series = filter.group === "serie" ? index.series.get(filter.list.slice("serie-".length)) : undefined;
    const person = filter.group === "pregador" ? index.people.get(filter.list.slice("pregador-".length)) : undefined;
    const image = series?.image ?? person?.photo;
    const images = await imagesOf(first, describeImage);
    if (image) images[image.src] = await describeImage(image.src);
    const podcast = series ? seriesPodcast(series.slug) : undefined;
    result.push({
      route: filter.route,
      payload: {
        group: filter.group,
        title: filter.name,
        eyebrow: EYEBROWS[filter.group],
        ...(series ? { intro: series.description } : person?.bio ? { intro: person.bio } : person ? { intro: person.role } : {}),
        ...(image ? { image } : {}),
        // A series reads in its order; its list files (the archive's filter) keep the newest first.
        list: filter.group === "serie" ? `${filter.list}-ordem` : filter.list,
        first,
        total: summaries.length,
        pageCount: pages.length,
        images,
        home,
        ...(podcast ? { podcast } : {}),
      },
    });
  }
  return result;
}

/** A series page's own list files, in the series' order ("serie-<slug>-ordem"). */
export async function seriesOrderFiles(content: SiteContent, describeImage: Describe): Promise<Map<string, SermonListPage>> {
  const files = new Map<string, SermonListPage>();
  for (const { filter, sermons } of sermonIndex(content).lists) {
    if (filter.group !== "serie") continue;
    const pages = splitIntoPages(
      [...sermons].sort(bySeriesOrder).map((sermon) => sermonSummary(content, sermon)),
      SERMON_LIST_PAGE_SIZE,
    );
    for (const [at, summaries] of pages.entries())
      files.set(sermonListDataPath(`${filter.list}-ordem`, at + 1), {
        sermons: summaries,
        images: await imagesOf(summaries, describeImage),
        page: at + 1,
        pageCount: pages.length,
        total: sermons.length,
      });
  }
  return files;
}
