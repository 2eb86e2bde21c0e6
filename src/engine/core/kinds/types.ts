import type { Image, Ministry, Page, Person, Post, Series, Sermon, Site, Testimony } from "../../../types/generated/content";
import type { Passage } from "../passages/read-passage";
import type { AgendaEventEntry, ChurchEntry } from "../../../types/content-entries";

/** One mistake in a content file, located precisely enough for an editor to fix it. */
export interface ContentProblem {
  /** Path relative to the project root, with forward slashes (e.g. "site-content/pages/inicio.json"). */
  file: string;
  /** 1-based line and column of the offending key or value. */
  line: number;
  column: number;
  /** JSON pointer inside the file ("/sections/2/type"); "" for the whole file. */
  pointer: string;
  /** Portuguese, written for a non-developer: what is wrong and how to fix it. */
  message: string;
}

/** Something the pipeline changed on purpose and wants the editor to know (e.g. sanitiser removals). */
export interface ContentNote {
  file: string;
  /** 1-based, when the note is about one place in the file (a sanitiser removal). */
  line?: number;
  column?: number;
  message: string;
}

export interface LoadedPage {
  /** File name without extension: "inicio", "sobre", "404". */
  slug: string;
  /** Site path the page is served at: "/" for inicio, "/sobre" for sobre.json; "/404" for the not-found page. */
  route: string;
  /** Project-relative path of the source file. */
  file: string;
  page: Page;
  /**
   * Where each item shown sits in the file, by the JSON pointer of its list ("/sections" → [0, 2, 3]), for a list
   * some items of which wait for their "Publicar em" (rules/scheduled-entries.ts); the editor's pencils open the
   * item the visitor sees. A list not named here shows every item of the file, in order.
   */
  sourceIndexes?: Record<string, number[]>;
}

/** Collections are sorted by their `order` field (then name), the order the site shows them in. */
export interface SiteContent {
  site: Site;
  pages: LoadedPage[];
  ministries: Ministry[];
  /** Each with its file name (`slug`): its page is /nossas-igrejas/<slug>. */
  churches: ChurchEntry[];
  events: AgendaEventEntry[];
  testimonies: Testimony[];
  /** People other entries choose by their file name (`slug`): a sermon's preacher. */
  people: PersonEntry[];
  /** Series of sermons, by name; each chosen by its file name (`slug`). */
  series: SeriesEntry[];
  /** Newest first (date, then file name). */
  sermons: LoadedSermon[];
  /** Newest first. */
  posts: LoadedPost[];
}

/** A person with the file name other entries name them by. */
export interface PersonEntry extends Person {
  slug: string;
}

export interface SeriesEntry extends Series {
  slug: string;
}

/**
 * A sermon as the site shows it: its passages read to their one stored form, its notes (Markdown) as HTML sanitised
 * once at build time, like a post's body.
 */
export interface LoadedSermon extends Omit<Sermon, "$schema" | "passages" | "notes"> {
  slug: string;
  file: string;
  passages: Passage[];
  /** The notes, sanitised; absent when the sermon has none. */
  notesHtml?: string;
  /** The files under /images/ its notes show or link to, for the build to publish. */
  bodyImages: string[];
  /**
   * Its audio file's size, type and duration, read by the check and the build from where the church keeps it
   * (src/engine/node/audio/): absent when it could not be read, and the sermon is then out of the podcast.
   */
  audioFigures?: AudioFigures;
}

/** What the podcast needs of an episode's file, as its server and its first bytes say. */
export interface AudioFigures {
  /** Size in bytes (Content-Length of a HEAD request). */
  bytes: number;
  /** "audio/mpeg" or "audio/mp4". */
  type: string;
  /** Whole seconds, read from the file's first bytes. */
  seconds: number;
  /** The server's validators when the figures were read (HEAD's ETag and Last-Modified): they tell a replaced file. */
  etag?: string;
  lastModified?: string;
}

/** A post with its body (Markdown from its "body", or the .html beside it) as HTML, sanitised once at build time. */
export interface LoadedPost extends Omit<Post, "body"> {
  slug: string;
  file: string;
  html: string;
  /** The files under /images/ its body shows or links to (image-references.ts), for the build to publish. */
  bodyImages: string[];
  image: Image;
  featured: boolean;
}

export type LoadResult = { ok: true; content: SiteContent; notes: ContentNote[] } | { ok: false; problems: ContentProblem[]; notes: ContentNote[] };
