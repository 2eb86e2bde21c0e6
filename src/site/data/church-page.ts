import type { GroupListBlock, Image, SmallGroup } from "@/types/generated/content";
import type { AgendaEventEntry, ChurchEntry } from "@/types/content-entries";
import type { ImageInfoMap } from "./image-info";
import type { SermonSummary } from "./sermons";

/** A pastor as a church's page shows them: from the people entries, chosen by file name (church.schema.json "pastors"). */
export interface ChurchPerson {
  slug: string;
  name: string;
  role: string;
  photo?: Image;
}

/** A célula of the church (a group-list item whose "church" names it), with the page that lists it. */
export interface ChurchGroup {
  group: SmallGroup;
  /** The células page's section ("/celulas#encontre"), where the others are. */
  href: string;
  /** The card's words as the block that lists it writes them (groupListWords gives the defaults of the rest). */
  words: Pick<GroupListBlock, "participate" | "participateAbout" | "participateMessage" | "whenLabel" | "whereLabel" | "leadersLabel" | "audiences">;
}

/** What /nossas-igrejas/<slug> is rendered from (src/build/payloads/church-payloads.ts builds it). */
export interface ChurchPayload {
  church: ChurchEntry;
  pastors: ChurchPerson[];
  /** Its events still ahead (those over are already out of the content), soonest first, each linking to its own page. */
  events: AgendaEventEntry[];
  groups: ChurchGroup[];
  /** The latest sermons preached there (those naming it), newest first. */
  sermons: SermonSummary[];
  /** Where every sermon is listed ("/mensagens"), for "Ver todas as mensagens"; absent when no page lists them. */
  sermonsRoute?: string;
  /** The page that lists every church ("Nossas Igrejas"), the way back; absent when no page lists them. */
  list?: { title: string; route: string };
  images: ImageInfoMap;
}

/** How many of its events a church's page shows; the agenda has them all. */
export const CHURCH_EVENTS_SHOWN = 4;

/** How many of its latest sermons a church's page shows; the sermons' page has them all. */
export const CHURCH_SERMONS_SHOWN = 3;

/**
 * The parts of a church's page, in the order <main> holds them: the view draws them in this order and the pencils'
 * map (src/build/payloads/pencil-map.ts) names them in it, each with the field of the church's file it opens.
 */
export type ChurchPart = "top" | "times" | "place" | "contact" | "pastors" | "events" | "groups" | "sermons";

export function churchParts({
  pastors,
  events,
  groups,
  sermons,
}: {
  pastors: readonly unknown[];
  events: readonly unknown[];
  groups: readonly unknown[];
  sermons: readonly unknown[];
}): ChurchPart[] {
  return [
    "top",
    // A church without weekly times yet still has the part: it invites the visitor to ask.
    "times",
    "place",
    "contact",
    ...(pastors.length > 0 ? (["pastors"] as const) : []),
    ...(events.length > 0 ? (["events"] as const) : []),
    ...(groups.length > 0 ? (["groups"] as const) : []),
    ...(sermons.length > 0 ? (["sermons"] as const) : []),
  ];
}
