import { defineBlock } from "../block-definition";
import { StatsBlock } from "./stats-block";

export const statsBlock = defineBlock({
  type: "stats",
  component: StatsBlock,
});
