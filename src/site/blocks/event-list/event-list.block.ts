import { calendarContext, eventFiles } from "@/site/data/calendar-files";
import { eventJsonLd } from "@/site/data/structured-data/collection-entities";
import { defineBlock } from "../block-definition";
import { EventListBlock } from "./event-list-block";

export const eventListBlock = defineBlock({
  type: "event-list",
  component: EventListBlock,
  // Churches too: an event held at a branch gets that branch's postal address in its structured data.
  collections: ["events", "churches"],
  cards: { collection: "events" },
  head: ({ collections, site, pageUrl, pageImage }) => ({
    jsonLd: (collections.events ?? []).map((event) => eventJsonLd(event, { site, churches: collections.churches ?? [], pageUrl, image: pageImage })),
  }),
  outputs: ({ collections, site, builtAt }) => eventFiles(collections.events ?? [], calendarContext(site, builtAt)),
});
