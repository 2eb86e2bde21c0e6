import { defineBlock } from "../block-definition";
import { ServiceTimesBlock } from "./service-times-block";

export const serviceTimesBlock = defineBlock({
  type: "service-times",
  component: ServiceTimesBlock,
});
