import { agendaFeedFile, calendarContext } from "@/site/data/calendar-files";
import { defineBlock } from "../block-definition";
import { ServiceTimesBlock } from "./service-times-block";

export const serviceTimesBlock = defineBlock({
  type: "service-times",
  component: ServiceTimesBlock,
  // Its "Receber Notificações" panel hands out /agenda.ics, which holds the events as well as the sede's services.
  collections: ["events", "churches"],
  outputs: ({ block, collections, site, builtAt }) => {
    const churches = collections.churches ?? [];
    return [agendaFeedFile(churches, collections.events ?? [], calendarContext(site, churches, builtAt, block.notes))];
  },
});
