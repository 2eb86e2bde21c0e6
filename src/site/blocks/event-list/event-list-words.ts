import type { EventListBlock } from "@/types/generated/content";
import { schemaDefaultsOf, withSchemaDefaults } from "@/lib/schema-defaults";
import eventListSchema from "../../../../schemas/blocks/event-list.schema.json" with { type: "json" };

/** The event list's own words: what it says with no events, once they are over, and the WhatsApp message of its events. */
export type EventListWords = Required<Pick<EventListBlock, "emptyText" | "endedText" | "participateMessage">>;

const WORDS_SCHEMA = schemaDefaultsOf(eventListSchema, ["emptyText", "endedText", "participateMessage"]);

/**
 * The block's words with the defaults of schemas/blocks/event-list.schema.json where it gives none (written there only,
 * where editors read them). An event's own page reads them too, from the block of the page that lists the events, or
 * the defaults when no page does.
 */
export function eventListWords(block: Partial<EventListWords> | undefined): EventListWords {
  return withSchemaDefaults<EventListWords>(WORDS_SCHEMA, block);
}
