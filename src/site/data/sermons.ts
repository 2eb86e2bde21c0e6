import type { Image } from "@/types/generated/content";
import type { ImageInfoMap } from "./image-info";

/** Who preached, as a card and the sermon page name them (from site-content/people/). */
export interface PreacherRef {
  slug: string;
  name: string;
  role: string;
  /** Their page, listing what they preached. */
  route: string;
}

export interface SeriesRef {
  slug: string;
  name: string;
  route: string;
}

/** What lists and cards show of a sermon: never its notes. */
export interface SermonSummary {
  slug: string;
  route: string;
  title: string;
  date: string;
  summary: string;
  /** Stored forms ("João 3:16-18"). */
  passages: string[];
  preacher: PreacherRef;
  series?: SeriesRef;
  part?: number;
  image: Image;
  video: boolean;
  audio: boolean;
}

/** A choice of the archive: one series, one preacher or one book, with its own list files and page. */
export interface SermonFilter {
  group: "serie" | "pregador" | "livro";
  /** Its list's folder under /data/mensagens/ ("serie-salmos", "pregador-daniel-ferreira", "livro-joao"). */
  list: string;
  name: string;
  count: number;
  /** Its page, which works without JavaScript. */
  route: string;
}

/** The series the church is preaching now: the series of the newest sermon. */
export interface CurrentSeries {
  series: SeriesRef & { description: string; image: Image };
  sermons: SermonSummary[];
}

/**
 * What /mensagens carries: the newest sermon, the current series, the first page of the archive and its filters, so
 * its HTML never grows with the archive (later pages and each filter's list are files fetched on demand).
 */
export interface SermonListData {
  latest: SermonSummary | null;
  current: CurrentSeries | null;
  list: string;
  first: SermonSummary[];
  total: number;
  pageCount: number;
  filters: SermonFilter[];
  /** The podcast's address, when some sermon has audio. */
  podcast?: string;
  /** The page that lists the sermons (the one holding this block). */
  home: SermonsHome;
}

/** One list file (/data/mensagens/<list>/<n>.json). */
export interface SermonListPage {
  sermons: SermonSummary[];
  images: ImageInfoMap;
  page: number;
  pageCount: number;
  total: number;
}

export const SERMON_LIST_PAGE_SIZE = 12;
/** The list of every sermon; filters' lists are "serie-…", "pregador-…", "livro-…". */
export const ALL_SERMONS_LIST = "todas";

export function sermonListDataPath(list: string, page: number): string {
  return `/data/mensagens/${list}/${page}.json`;
}

/** The place that lists the sermons, as its page names it (the page holding the sermon-list block). */
export interface SermonsHome {
  name: string;
  route: string;
  /** Its sermon-list block's note for an archive whose code could not load (the schema's default when it has none). */
  unavailableText?: string;
}

/** A sermon page: the sermon, its notes cleaned at build time, its media, its place in its series. */
export interface SermonPayload {
  sermon: SermonSummary & {
    notesHtml?: string;
    /** The YouTube video's id. */
    videoId?: string;
    audioUrl?: string;
    churchName?: string;
  };
  preacher: PreacherRef & { photo?: Image; bio?: string };
  previous?: SermonSummary;
  next?: SermonSummary;
  images: ImageInfoMap;
  home: SermonsHome;
  podcast?: string;
}

/** A page listing one series', one preacher's or one book's sermons. */
export interface SermonGroupPayload {
  group: SermonFilter["group"];
  title: string;
  /** The line above the title ("Série", "Pregador", "Livro da Bíblia"). */
  eyebrow: string;
  intro?: string;
  image?: Image;
  list: string;
  first: SermonSummary[];
  total: number;
  pageCount: number;
  images: ImageInfoMap;
  home: SermonsHome;
  /** A series' own podcast. */
  podcast?: string;
}
