import { defineBlock } from "../block-definition";
import { EventListBlock } from "./event-list-block";

export const eventListBlock = defineBlock({
  type: "event-list",
  component: EventListBlock,
  collections: ["events"],
});
