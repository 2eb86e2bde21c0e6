import type { ImageInfo, ImageInfoMap } from "../../site/data/image-info";
import { CHURCH_EVENTS_SHOWN, CHURCH_SERMONS_SHOWN, type ChurchGroup, type ChurchPayload, type ChurchPerson } from "../../site/data/church-page";
import type { SermonSummary } from "../../site/data/sermons";
import { sermonSummary, sermonsHome } from "./sermon-payloads";
import { eventChurch } from "../../site/data/site-selectors";
import { mainChurch } from "../../lib/churches";
import type { ChurchEntry } from "../../types/content-entries";
import type { SiteContent } from "../../engine/core/kinds/types";
import { collectImageSrcs } from "./page-payloads";

/** The first page whose sections include `type`, with that section's id: where a church's page sends the visitor for more. */
function pageWith(content: SiteContent, type: string) {
  for (const page of content.pages) {
    const section = page.page.sections.find((candidate) => candidate.type === type);
    if (section) return { page, section };
  }
  return undefined;
}

/** Its células: every group-list item, on any page, whose "church" names it, with the words of the block that lists it. */
function churchGroups(church: ChurchEntry, content: SiteContent): ChurchGroup[] {
  return content.pages.flatMap((page) =>
    page.page.sections.flatMap((section) =>
      section.type === "group-list"
        ? section.groups
            .filter((group) => group.church === church.slug)
            .map((group) => ({ group, href: section.id ? `${page.route}#${section.id}` : page.route, words: section }))
        : [],
    ),
  );
}

/** Its events still ahead, soonest first: an event naming it, or, for the sede, one whose place says "sede". */
export function churchEvents(church: ChurchEntry, content: SiteContent): SiteContent["events"] {
  const sede = mainChurch(content.churches);
  return content.events
    .filter((event) => eventChurch(event, content.churches, sede)?.slug === church.slug)
    .sort((a, b) => `${a.date} ${a.startTime}`.localeCompare(`${b.date} ${b.startTime}`))
    .slice(0, CHURCH_EVENTS_SHOWN);
}

/** The latest sermons preached there: those naming it ("church"), newest first. */
export function churchSermons(church: ChurchEntry, content: SiteContent): SermonSummary[] {
  return content.sermons
    .filter((sermon) => sermon.church === church.slug)
    .sort((a, b) => b.date.localeCompare(a.date))
    .slice(0, CHURCH_SERMONS_SHOWN)
    .map((sermon) => sermonSummary(content, sermon));
}

/**
 * What a church's page is rendered from: the church, its pastors (people entries), its events still ahead (an event
 * naming it, or, for the sede, one whose place says "sede"), its células and the ways back to the lists.
 */
export async function buildChurchPayload(
  church: ChurchEntry,
  content: SiteContent,
  describeImage: (src: string) => Promise<ImageInfo>,
): Promise<ChurchPayload> {
  const people = new Map(content.people.map((person) => [person.slug, person]));
  const pastors = (church.pastors ?? []).flatMap((slug): ChurchPerson[] => {
    const person = people.get(slug);
    return person ? [{ slug, name: person.name, role: person.role, ...(person.photo ? { photo: person.photo } : {}) }] : [];
  });
  const events = churchEvents(church, content);
  const list = pageWith(content, "church-list");
  const groups = churchGroups(church, content);
  const sermons = churchSermons(church, content);
  const sermonsList = pageWith(content, "sermon-list");
  const { $schema: _schema, ...own } = church as ChurchEntry & { $schema?: string };
  const images: ImageInfoMap = {};
  for (const src of collectImageSrcs([church.photo, pastors, sermons.map((sermon) => sermon.image)])) images[src] = await describeImage(src);
  return {
    church: own,
    pastors,
    events,
    groups,
    sermons,
    ...(sermonsList && sermons.length > 0 ? { sermonsRoute: sermonsHome(content).route } : {}),
    ...(list ? { list: { title: list.page.page.title, route: list.page.route } } : {}),
    images,
  };
}
