import { agendaFeedFile, calendarContext } from "@/site/data/calendar-files";
import { defineBlock } from "../block-definition";
import { ServiceTimesBlock } from "./service-times-block";

export const serviceTimesBlock = defineBlock({
  type: "service-times",
  component: ServiceTimesBlock,
  // Its "Receber Notificações" panel hands out /agenda.ics, which holds the events as well as the services.
  collections: ["events"],
  outputs: ({ block, collections, site, builtAt }) => [agendaFeedFile(site, collections.events ?? [], calendarContext(site, builtAt, block.notes))],
});
