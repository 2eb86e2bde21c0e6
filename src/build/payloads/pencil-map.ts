import type { LoadedPage, SiteContent } from "../../engine/core/kinds/types";
import { CONTENT_KINDS } from "../../engine/core/kinds/content-kinds";
import { postRoute } from "../../engine/core/kinds/posts-kind";
import { preacherRoute, sermonRoute, seriesRoute } from "../../engine/core/kinds/sermons-kind";
import type { PencilItem, PencilMap, PencilPage, PencilSection } from "../../lib/edit-links";
import { churchRoute, mainChurch } from "../../lib/churches";
import { eventRoute } from "../../lib/calendar";
import { churchParts, type ChurchPart } from "../../site/data/church-page";
import { siteWords } from "../../site/data/site-words";
import { churchEvents, churchSermons } from "./church-payloads";
import type { ChurchEntry } from "../../types/content-entries";

/** What the block definitions say of a type's cards (entry-server.ts's cardsOf). */
export type CardsOf = (type: string) => { collection: string } | { list: string; kind: string } | undefined;

/** Collections whose items are one file each, and what one is called ("ministério"), from the content kinds. */
const KIND_WORDS = new Map(CONTENT_KINDS.flatMap((kind) => ("folder" in kind.location ? [[kind.location.folder, kind.label.one] as const] : [])));

/** The text that names an item or a section on the page. */
function nameOf(value: unknown): string | undefined {
  const fields = (value ?? {}) as Record<string, unknown>;
  for (const key of ["heading", "title", "name"]) if (typeof fields[key] === "string" && fields[key]) return fields[key];
  return undefined;
}

function collectionItems(content: SiteContent, key: string): PencilItem[] {
  const kind = KIND_WORDS.get(key) ?? "item";
  const items = (content as unknown as Record<string, unknown>)[key];
  // Each item carries its file's name (collection-kinds.ts), which is its entry's in the editor.
  return (Array.isArray(items) ? (items as { slug?: string }[]) : []).flatMap((item) => {
    const name = nameOf(item);
    return name && item.slug ? [{ name, kind, target: { entry: `${key}/${item.slug}`, path: "" } }] : [];
  });
}

/** The file's index of the n-th item shown of a list (pointer: the list in the file), when some wait for their date. */
const inFile = (page: LoadedPage, pointer: string, shown: number) => page.sourceIndexes?.[pointer]?.[shown] ?? shown;

function pageSections(page: LoadedPage, content: SiteContent, cardsOf: CardsOf, blockTitle: (type: string) => string) {
  return page.page.sections.map((section, shown): PencilSection => {
    const index = inFile(page, "/sections", shown);
    const target = { entry: `pages/${page.slug}`, path: `sections.${index}`, type: section.type };
    const title = blockTitle(section.type);
    const heading = nameOf(section);
    const cards = cardsOf(section.type);
    let items: PencilItem[] = [];
    if (cards && "collection" in cards) items = collectionItems(content, cards.collection);
    else if (cards) {
      const list = (section as unknown as Record<string, unknown>)[cards.list];
      items = (Array.isArray(list) ? list : []).flatMap((item, position) => {
        const name = nameOf(item);
        const at = inFile(page, `/sections/${index}/${cards.list}`, position);
        return name ? [{ name, kind: cards.kind, target: { ...target, path: `${target.path}.${cards.list}.${at}` } }] : [];
      });
    }
    return { label: heading && heading !== title ? `${heading} (${title})` : title, target, ...(items.length > 0 ? { items } : {}) };
  });
}

/**
 * What each page and post of this build is made of, for the pencils an editor sees on the live site
 * (src/site/browser/pencils/): a page's sections in the order the page shows them, with the file's index of each (some
 * may be waiting for their "Publicar em"), the cards a section shows and the entry each opens, and the pencils' words.
 * Written beside the pages, fetched only by a browser that has opened the editor.
 */
export function pencilMap(content: SiteContent, cardsOf: CardsOf, blockTitle: (type: string) => string): PencilMap {
  const routes: Record<string, PencilPage> = {};
  for (const page of content.pages)
    routes[page.route] = {
      label: page.page.title,
      target: { entry: `pages/${page.slug}`, path: "" },
      sections: pageSections(page, content, cardsOf, blockTitle),
    };
  for (const church of content.churches) routes[churchRoute(church.slug)] = churchPencils(church, content);
  for (const event of content.events)
    routes[eventRoute(event.slug)] = { label: event.title, kind: "evento", target: { entry: `events/${event.slug}`, path: "" } };
  for (const post of content.posts) routes[postRoute(post.id)] = { label: post.title, target: { entry: `posts/${post.slug}`, path: "" } };
  for (const sermon of content.sermons)
    routes[sermonRoute(sermon.slug)] = { label: sermon.title, kind: "mensagem", target: { entry: `sermons/${sermon.slug}`, path: "" } };
  for (const series of content.series)
    routes[seriesRoute(series.slug)] = { label: series.name, kind: "série", target: { entry: `series/${series.slug}`, path: "" } };
  for (const person of content.people.filter((candidate) => content.sermons.some((sermon) => sermon.preacher === candidate.slug)))
    routes[preacherRoute(person.slug)] = { label: person.name, kind: "pessoa", target: { entry: `people/${person.slug}`, path: "" } };
  const sede = mainChurch(content.churches);
  return {
    words: siteWords(content.site).pencils,
    routes,
    ...(sede
      ? { sede: { label: sede.name, target: { entry: `churches/${sede.slug}`, path: sede.serviceTimes?.length ? "serviceTimes.0" : "serviceTimes" } } }
      : {}),
  };
}

/** The células a church's page shows, each opening its item of the page that lists it. */
function groupItems(church: ChurchEntry, content: SiteContent): PencilItem[] {
  return content.pages.flatMap((page) =>
    page.page.sections.flatMap((section, shown) => {
      if (section.type !== "group-list") return [];
      const index = inFile(page, "/sections", shown);
      return section.groups.flatMap((group, position) =>
        group.church === church.slug
          ? [
              {
                name: group.name,
                kind: "célula",
                target: {
                  entry: `pages/${page.slug}`,
                  path: `sections.${index}.groups.${inFile(page, `/sections/${index}/groups`, position)}`,
                  type: "group-list",
                },
              },
            ]
          : [],
      );
    }),
  );
}

/**
 * A church's page: its parts in the order the page shows them (churchParts, the view's own list), each opening the
 * field of the church's file it shows (its first service's time, its address, its phone, its pastors); the pastors,
 * events and células it lists open their own entries.
 */
function churchPencils(church: ChurchEntry, content: SiteContent): PencilPage {
  const entry = `churches/${church.slug}`;
  const people = new Map(content.people.map((person) => [person.slug, person]));
  const pastors = (church.pastors ?? []).flatMap((slug) => {
    const person = people.get(slug);
    return person ? [{ name: person.name, kind: "pessoa", target: { entry: `people/${slug}`, path: "" } }] : [];
  });
  const events = churchEvents(church, content).map((event) => ({ name: event.title, kind: "evento", target: { entry: `events/${event.slug}`, path: "" } }));
  const groups = groupItems(church, content);
  const sermons = churchSermons(church, content).map((sermon) => ({
    name: sermon.title,
    kind: "mensagem",
    target: { entry: `sermons/${sermon.slug}`, path: "" },
  }));
  const own = (label: string, path: string, items: PencilItem[] = []): PencilSection => ({
    label: `${label} (${church.name})`,
    target: { entry, path },
    ...(items.length > 0 ? { items } : {}),
  });
  const sections: Record<ChurchPart, PencilSection> = {
    top: own("Nome e observação", ""),
    times: own("Cultos", church.serviceTimes?.length ? "serviceTimes.0" : "serviceTimes"),
    place: own("Endereço e mapa", "address"),
    contact: own("Contato", "phone"),
    pastors: own("Pastores", "pastors", pastors),
    events: own("Próximos eventos", "", events),
    groups: own("Células", "", groups),
    sermons: own("Mensagens", "", sermons),
  };
  const parts = churchParts({ pastors, events, groups, sermons });
  return { label: church.name, target: { entry, path: "" }, sections: parts.map((part) => sections[part]) };
}
