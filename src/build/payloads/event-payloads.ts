import type { EventPayload } from "../../site/data/event-page";
import { eventChurch } from "../../site/data/site-selectors";
import { mainChurch } from "../../lib/churches";
import type { AgendaEventEntry } from "../../types/content-entries";
import type { LoadedPage, SiteContent } from "../../engine/core/kinds/types";

/** The page that lists the events (its `event-list` block's words and its title), when some page does. */
export function agendaPage(content: SiteContent): { page: LoadedPage; participateMessage?: string } | undefined {
  for (const page of content.pages) {
    const section = page.page.sections.find((candidate) => candidate.type === "event-list");
    if (section?.type === "event-list") return { page, ...(section.participateMessage ? { participateMessage: section.participateMessage } : {}) };
  }
  return undefined;
}

/** What an event's own page is rendered from: the event, the church it is held at, and the agenda that lists it. */
export function buildEventPayload(event: AgendaEventEntry, content: SiteContent): EventPayload {
  const church = eventChurch(event, content.churches, mainChurch(content.churches));
  const agenda = agendaPage(content);
  const { $schema: _schema, ...own } = event as AgendaEventEntry & { $schema?: string };
  return {
    event: own,
    ...(church ? { church } : {}),
    ...(agenda
      ? {
          agenda: {
            title: agenda.page.page.title,
            route: agenda.page.route,
            ...(agenda.participateMessage ? { participateMessage: agenda.participateMessage } : {}),
          },
        }
      : {}),
  };
}
