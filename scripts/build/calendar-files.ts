import type { ServiceTimesBlock } from "../../src/types/generated/content";
import { eventAddress, fullAddress } from "../../src/content/site-selectors";
import { AGENDA_FEED_PATH, agendaFeed, eventIcsPath, singleEventFile, type CalendarContext, type WeeklyService } from "../../src/lib/calendar";
import type { SiteContent } from "../content/types";
import { writeOut } from "./prerender";

/**
 * DTSTAMP is "when this file was made". SOURCE_DATE_EPOCH (the reproducible-builds convention)
 * pins it so two builds of the same content give the same bytes; otherwise it is now.
 */
function buildStamp(): Date {
  const epoch = Number(process.env.SOURCE_DATE_EPOCH);
  return Number.isFinite(epoch) && epoch > 0 ? new Date(epoch * 1000) : new Date();
}

/** The agenda page's service-times block already describes each service: the calendar reuses it. */
function serviceNotes(content: SiteContent): ServiceTimesBlock["notes"] {
  for (const page of content.pages) {
    const block = page.page.sections.find((section): section is ServiceTimesBlock => section.type === "service-times");
    if (block?.notes) return block.notes;
  }
  return {};
}

export function calendarContext(content: SiteContent, stamp = buildStamp()): CalendarContext {
  const { site } = content;
  return {
    siteUrl: site.url,
    calendarName: site.name,
    serviceLocation: `${site.name}, ${fullAddress(site)}`,
    serviceNotes: serviceNotes(content) ?? {},
    serviceFallbackNote: `Culto semanal da ${site.name}. Venha como estiver: não é preciso inscrição.`,
    stamp,
    locate: (location) => eventAddress(location, site),
  };
}

/** /agenda.ics (every event and the weekly services) and /agenda/<event>.ics, one per event. */
export async function writeCalendarFiles(content: SiteContent, outDir: string): Promise<number> {
  const context = calendarContext(content);
  const services = content.site.serviceTimes as WeeklyService[];
  await writeOut(outDir, AGENDA_FEED_PATH.slice(1), agendaFeed(content.events, services, context));
  for (const event of content.events) await writeOut(outDir, eventIcsPath(event.slug).slice(1), singleEventFile(event, context));
  return content.events.length + 1;
}
