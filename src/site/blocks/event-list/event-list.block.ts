import { eventAnchorId } from "@/lib/calendar";
import { calendarContext, eventFiles } from "@/site/data/calendar-files";
import { eventJsonLd } from "@/site/data/structured-data/collection-entities";
import { defineBlock } from "../block-definition";
import { EventListBlock } from "./event-list-block";
import { cardDate, timeRange } from "./event-text";

export const eventListBlock = defineBlock({
  type: "event-list",
  component: EventListBlock,
  // Churches too: an event held at a branch gets that branch's postal address in its structured data.
  collections: ["events", "churches"],
  cards: { collection: "events" },
  head: ({ collections, site, pageUrl, pageImage }) => ({
    jsonLd: (collections.events ?? []).map((event) => eventJsonLd(event, { site, churches: collections.churches ?? [], pageUrl, image: pageImage })),
  }),
  outputs: ({ collections, site, builtAt }) => eventFiles(collections.events ?? [], calendarContext(site, collections.churches ?? [], builtAt)),
  // Only the events the build publishes: those already over are not in the collection (ended-events.ts).
  search: {
    items: ({ collections, sectionHref, pageTitle }) =>
      (collections.events ?? []).map((event) => ({
        kind: "event",
        title: event.title,
        href: `${sectionHref.split("#")[0]}#${eventAnchorId(event.slug)}`,
        context: pageTitle,
        date: event.date,
        text: [`${cardDate(event)}, ${timeRange(event)}`, event.location, event.type, event.description].filter(Boolean).join(" · "),
        terms: event.searchTerms,
      })),
  },
});
