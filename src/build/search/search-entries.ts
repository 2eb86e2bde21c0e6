import type * as EntryServer from "../../site/entry-server";
import type { SearchEntry } from "../../lib/search/search-data";
import type { PageCollections, SearchListEntry } from "../../site/data/page-payload";
import { NOT_FOUND_SLUG } from "../../site/data/page-payload";
import { postMonthLabel } from "../../site/data/posts";
import { capitalize, formatLongDate } from "../../lib/dates";
import type { LoadedPage, SiteContent } from "../../engine/core/kinds/types";
import { htmlText } from "./html-text";
import { churchRoute, mainChurch } from "../../lib/churches";
import { stateNames } from "../../lib/brazilian-states";
import { formatTime, weekdayName, type Weekday } from "../../lib/time";
import type { ChurchEntry } from "../../types/content-entries";
import { sermonArchiveRoutes, sermonSummary } from "../payloads/sermon-payloads";
import { BIBLE_BOOKS } from "../../engine/core/passages/bible-books";
import { sectionText } from "./section-text";

type SectionSearchOf = typeof EntryServer.sectionSearch;

/** The page that holds the search block: its route is the search's address, its block the search's words. */
export function searchPageOf(content: SiteContent): LoadedPage | undefined {
  return content.pages.find((page) => page.slug !== NOT_FOUND_SLUG && page.page.sections.some((section) => section.type === "search"));
}

/** Every collection the blocks may list, as the content has them (the events already over left out by the engine). */
function allCollections(content: SiteContent): PageCollections {
  return { ministries: content.ministries, churches: content.churches, events: content.events, testimonies: content.testimonies };
}

/**
 * A page's sections as results: the first section (and every section without an id after it) is the page
 * itself, at its route, with its description and its editors' words; each later section with an id is a
 * result of its own at route#id, titled by its heading. The things its blocks list come after, each its own.
 */
function pageEntries(page: LoadedPage, content: SiteContent, sectionSearch: SectionSearchOf): SearchEntry[] {
  const { title, description, searchTerms } = page.page;
  const sections = sectionSearch(page.page.sections, allCollections(content), page.route, title);
  const own: SearchEntry[] = [{ kind: "page", title, href: page.route, text: description, terms: searchTerms }];
  sections.forEach(({ section, itemFields }, index) => {
    const text = sectionText(section, content.site, mainChurch(content.churches)?.address, itemFields);
    const heading = "heading" in section && typeof section.heading === "string" ? section.heading : undefined;
    if (index > 0 && section.id) own.push({ kind: "page", title: heading ?? title, href: `${page.route}#${section.id}`, context: title, text });
    else {
      const current = own[own.length - 1] as SearchEntry;
      current.text = `${current.text} · ${text}`;
    }
  });
  return [...own, ...sections.flatMap((section) => section.items)];
}

/**
 * Everything a visitor can find, from the model the pages are rendered from (never a second reading of the
 * content folder): whatever the engine leaves out of the site (events already over, entries not yet
 * published) is out of the search too. Pages and what they list first, in the content's order, then each
 * church's page, then the posts, newest first. A thing listed on two pages is found once, at the first.
 */
export function siteSearchEntries(content: SiteContent, sectionSearch: SectionSearchOf): SearchEntry[] {
  const searchPage = searchPageOf(content);
  const seen = new Set<string>();
  const entries: SearchEntry[] = [];
  const add = (entry: SearchEntry) => {
    const key = entry.kind === "page" ? entry.href : `${entry.kind} ${entry.title}`;
    if (seen.has(key)) return;
    seen.add(key);
    entries.push(entry);
  };
  for (const page of content.pages) {
    if (page.slug === NOT_FOUND_SLUG || page === searchPage) continue;
    pageEntries(page, content, sectionSearch).forEach(add);
  }
  for (const church of content.churches) add(churchEntry(church, content));
  for (const post of content.posts) {
    add({
      kind: "post",
      title: post.title,
      href: `/blog/${post.id}`,
      context: post.category,
      date: post.date,
      text: [`“${post.excerpt}” (${post.versiculoChave})`, htmlText(post.html), post.author].join(" · "),
      terms: post.searchTerms,
    });
  }
  // The sermons, newest first: found by title, preacher, series and passage ("joão 3", "salmo 23", the preacher's name).
  for (const sermon of content.sermons) {
    const summary = sermonSummary(content, sermon);
    const books = [...new Set(sermon.passages.map((passage) => BIBLE_BOOKS[passage.book] ?? passage.book))];
    add({
      kind: "sermon",
      title: sermon.title,
      href: summary.route,
      context: [summary.preacher.name, summary.series?.name].filter(Boolean).join(" · "),
      date: sermon.date,
      text: [summary.passages.join("; "), sermon.summary, summary.preacher.name, summary.series?.name, sermon.notesHtml ? htmlText(sermon.notesHtml) : ""]
        .filter(Boolean)
        .join(" · "),
      terms: [...books, ...(sermon.searchTerms ?? [])],
    });
  }
  // Each series', preacher's and book's page of the archive.
  for (const filter of sermonArchiveRoutes(content)) {
    const series = filter.group === "serie" ? content.series.find((entry) => `serie-${entry.slug}` === filter.list) : undefined;
    add({
      kind: "page",
      title: filter.name,
      href: filter.route,
      context: sermonsHomeName(content),
      text: series?.description ?? filter.name,
      terms: series?.searchTerms,
    });
  }
  return entries;
}

/**
 * A church's page: found by its name, its city, its neighbourhood, its state (the name and the two letters), its
 * services by day and name ("culto domingo feira de santana") and its pastors.
 */
function churchEntry(church: ChurchEntry, content: SiteContent): SearchEntry {
  const { address } = church;
  const people = new Map(content.people.map((person) => [person.slug, person.name]));
  const services = (church.serviceTimes ?? []).map((service) => `${weekdayName(service.day as Weekday)}, ${formatTime(service.time)}: ${service.name}`);
  const list = content.pages.find((page) => page.page.sections.some((section) => section.type === "church-list"));
  return {
    kind: "church",
    title: church.name,
    href: churchRoute(church.slug),
    context: list?.page.title ?? `${address.city} – ${address.state}`,
    text: [
      `${address.street} – ${address.district}, ${address.city} – ${stateNames[address.state]} (${address.state})`,
      church.note,
      ...services,
      ...(church.pastors ?? []).map((slug) => people.get(slug)),
    ]
      .filter(Boolean)
      .join(" · "),
    terms: church.searchTerms,
  };
}

/** The title of the page that lists the sermons, as the context of their archive's pages. */
function sermonsHomeName(content: SiteContent): string {
  return content.pages.find((page) => page.page.sections.some((section) => section.type === "sermon-list"))?.page.title ?? content.site.name;
}

/** A date as the result shows it: a post's month ("setembro de 2026"), any other day in full. */
export function shownDate(entry: Pick<SearchEntry, "kind" | "date">): string | undefined {
  if (!entry.date) return undefined;
  return entry.kind === "post" ? postMonthLabel(entry.date) : capitalize(formatLongDate(entry.date, true));
}

/** The search page's list without JavaScript: the entries without their text. */
export function searchListing(entries: readonly SearchEntry[]): SearchListEntry[] {
  return entries.map(({ kind, title, href, context, ...rest }) => {
    const date = shownDate({ kind, date: rest.date });
    return { kind, title, href, ...(context ? { context } : {}), ...(date ? { date } : {}) };
  });
}
