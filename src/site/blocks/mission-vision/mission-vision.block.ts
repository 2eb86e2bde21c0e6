import { defineBlock } from "../block-definition";
import { MissionVisionBlock } from "./mission-vision-block";

export const missionVisionBlock = defineBlock({
  type: "mission-vision",
  component: MissionVisionBlock,
});
