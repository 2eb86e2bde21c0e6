import { eventRoute } from "@/lib/calendar";
import { calendarContext, eventFiles } from "@/site/data/calendar-files";
import { defineBlock } from "../block-definition";
import { EventListBlock } from "./event-list-block";
import { cardDate, timeRange } from "./event-text";

export const eventListBlock = defineBlock({
  type: "event-list",
  component: EventListBlock,
  // Churches too: an event held at a branch gets that branch's postal address in its calendar files.
  collections: ["events", "churches"],
  cards: { collection: "events" },
  // Each event's structured data (an Event) is on its own page (/agenda/<slug>, src/build/page-heads.ts), not here:
  // six of them would push a busy month's agenda past the first window.
  outputs: ({ collections, site, builtAt }) => eventFiles(collections.events ?? [], calendarContext(site, collections.churches ?? [], builtAt)),
  // Only the events the build publishes: those already over are not in the collection (ended-events.ts).
  search: {
    items: ({ collections, pageTitle }) =>
      (collections.events ?? []).map((event) => ({
        kind: "event",
        title: event.title,
        href: eventRoute(event.slug),
        context: pageTitle,
        date: event.date,
        text: [`${cardDate(event)}, ${timeRange(event)}`, event.location, event.type, event.description].filter(Boolean).join(" · "),
        terms: event.searchTerms,
      })),
  },
});
