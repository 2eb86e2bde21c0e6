import { defineBlock } from "../block-definition";
import { TimelineBlock } from "./timeline-block";

export const timelineBlock = defineBlock({
  type: "timeline",
  component: TimelineBlock,
});
